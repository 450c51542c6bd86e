import type { ApprovalStatus, Language, Office as OfficeDto, Provider as ProviderDto } from '@portal/contracts';

/**
 * A provider `?` with a row per office in position order (one row with null office columns when it
 * has none) and its coverage ids: what `GET /provider/{id}` shows, in one statement (issue 19 §5).
 */
export const PROVIDER_PROFILE_SELECT = `select p.id, p.provider_name, p.registration_number, p.provider_number, p.username, p.email,
    p.approval_status, p.is_suspended, p.admin_message, p.is_status_read, p.verify_provider_registration, p.timezone,
    p.language, p.latest_audit_id,
    array(select pc.coverage_id from provider_coverage pc where pc.provider_id = p.id order by pc.coverage_id) as coverage_ids,
    o.id as office_id, o.office_name, o.registration_number as office_registration_number, o.business_id, o.business_name,
    o.phone_number, o.phone_extension, o.direct_deposit_email, o.address, o.city, pr.code as province_code, o.postal_code,
    o.primary_contact_firstname, o.primary_contact_lastname, o.institution_number, o.transit_number, o.account_type,
    o.verify_direct_deposit, pr.id as province_id, o.account_number_encrypted
  from provider p
  left join office o on o.provider_id = p.id
  left join province pr on pr.id = o.province_id
  where p.id = ?
  order by o.position`;

export interface ProviderProfileRow {
  id: string;
  provider_name: string;
  registration_number: string | null;
  provider_number: string | null;
  username: string | null;
  email: string | null;
  approval_status: ApprovalStatus;
  is_suspended: boolean;
  admin_message: string | null;
  is_status_read: boolean;
  verify_provider_registration: boolean;
  timezone: string | null;
  language: Language;
  latest_audit_id: number | null;
  coverage_ids: number[];
  office_id: string | null;
  office_name: string;
  office_registration_number: string | null;
  business_id: string | null;
  business_name: string | null;
  phone_number: string;
  phone_extension: string | null;
  direct_deposit_email: string;
  address: string;
  city: string;
  province_code: string;
  postal_code: string;
  primary_contact_firstname: string | null;
  primary_contact_lastname: string | null;
  institution_number: string;
  transit_number: string;
  account_type: 'Chequing' | 'Savings';
  verify_direct_deposit: boolean;
  province_id: number;
  account_number_encrypted: string;
}

/** The rows of `PROVIDER_PROFILE_SELECT` as `toProviderDto` gives the entity (same fields, same order). */
export const profileRowsToDto = (
  rows: readonly ProviderProfileRow[],
  accountNumberOf: (encrypted: string) => string,
): ProviderDto => {
  const [p] = rows as [ProviderProfileRow];
  return {
    providerId: p.id,
    providerName: p.provider_name,
    registrationNumber: p.registration_number,
    providerNumber: p.provider_number,
    username: p.username,
    email: p.email,
    approvalStatus: p.approval_status,
    isSuspended: p.is_suspended,
    adminMessage: p.admin_message,
    isStatusRead: p.is_status_read,
    verifyProviderRegistration: p.verify_provider_registration,
    timezone: p.timezone,
    language: p.language,
    latestAuditId: p.latest_audit_id,
    offices: rows
      .filter((o) => o.office_id !== null)
      .map((o): OfficeDto => ({
        officeId: o.office_id as string,
        officeName: o.office_name,
        registrationNumber: o.office_registration_number,
        businessID: o.business_id,
        businessName: o.business_name,
        phoneNumber: o.phone_number,
        phoneExtension: o.phone_extension,
        directDepositEmail: o.direct_deposit_email,
        address: o.address,
        city: o.city,
        province: o.province_code,
        postalCode: o.postal_code,
        primaryContactFirstname: o.primary_contact_firstname,
        primaryContactLastname: o.primary_contact_lastname,
        institutionNumber: o.institution_number,
        transitNumber: o.transit_number,
        accountType: o.account_type,
        verifyDirectDeposit: o.verify_direct_deposit,
        provinceId: o.province_id,
        accountNumber: accountNumberOf(o.account_number_encrypted),
      })),
    coverages: p.coverage_ids.map(Number),
  };
};
