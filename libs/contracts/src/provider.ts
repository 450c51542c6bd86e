import { z } from 'zod';

export const approvalStatusSchema = z.enum(['Pending', 'Approved', 'Rejected']);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const accountTypeSchema = z.enum(['Chequing', 'Savings']);

export const officeSchema = z.object({
  officeId: z.string().uuid(),
  officeName: z.string(),
  registrationNumber: z.string().nullable(),
  businessID: z.string().nullable(),
  businessName: z.string().nullable(),
  phoneNumber: z.string(),
  phoneExtension: z.string().nullable(),
  directDepositEmail: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  provinceId: z.number().int(),
  postalCode: z.string(),
  primaryContactFirstname: z.string().nullable(),
  primaryContactLastname: z.string().nullable(),
  institutionNumber: z.string(),
  transitNumber: z.string(),
  /** Masked to the last 3 digits except for administrators (DECISIONS: data protection). */
  accountNumber: z.string(),
  accountType: accountTypeSchema,
  verifyDirectDeposit: z.boolean(),
});
export type Office = z.infer<typeof officeSchema>;

export const providerSchema = z.object({
  providerId: z.string().uuid(),
  providerName: z.string(),
  registrationNumber: z.string().nullable(),
  providerNumber: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  approvalStatus: approvalStatusSchema,
  isSuspended: z.boolean(),
  adminMessage: z.string().nullable(),
  isStatusRead: z.boolean(),
  verifyProviderRegistration: z.boolean(),
  timezone: z.string().nullable(),
  latestAuditId: z.number().int().nullable(),
  offices: z.array(officeSchema),
  coverages: z.array(z.number().int()),
});
export type Provider = z.infer<typeof providerSchema>;
