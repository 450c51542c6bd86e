import type { Provider } from '@portal/contracts';
import type { LegacyProfile } from '@portal/contracts/legacy-profile';

/** One office as the form holds it; `businessID`/`businessName` are shown read-only, never sent. */
export interface OfficeValues {
  officeId?: string;
  businessID?: string | null;
  businessName?: string | null;
  officeName?: string;
  registrationNumber?: string | null;
  phoneNumber?: string;
  phoneExtension?: string | null;
  directDepositEmail?: string;
  address?: string;
  city?: string;
  province?: string;
  postalCode?: string;
  primaryContactFirstname?: string | null;
  primaryContactLastname?: string | null;
  institutionNumber?: string;
  transitNumber?: string;
  accountNumber?: string;
  accountType?: 'Chequing' | 'Savings';
  verifyDirectDeposit?: boolean;
}

export interface ProviderFormValues {
  providerName?: string;
  registrationNumber?: string | null;
  offices?: OfficeValues[];
  coverages?: number[];
  verifyProviderRegistration?: boolean;
  terms?: boolean;
}

export const NEW_OFFICE: OfficeValues = { accountType: 'Chequing', verifyDirectDeposit: false };

/** Registration prefill: bank numbers come back masked and a new profile cannot keep them, so they stay empty. */
export const valuesFromLegacy = (legacy: LegacyProfile | undefined): ProviderFormValues => ({
  providerName: legacy?.name ?? '',
  registrationNumber: legacy?.registerNumber ?? '',
  offices: legacy?.offices.length
    ? legacy.offices.map((office) => ({
        ...NEW_OFFICE,
        officeName: office.clinicName,
        phoneNumber: office.phone,
        phoneExtension: office.extension,
        directDepositEmail: office.email,
        address: office.address,
        city: office.city,
        province: office.province,
        postalCode: office.postalCode,
      }))
    : [NEW_OFFICE],
  coverages: [],
  verifyProviderRegistration: false,
  terms: false,
});

/** Profile edit: the masked account number stays as it arrived; sent back, it keeps the stored one. */
export const valuesFromProvider = (provider: Provider): ProviderFormValues => ({
  providerName: provider.providerName,
  registrationNumber: provider.registrationNumber ?? '',
  offices: provider.offices.map(({ provinceId: _provinceId, ...office }) => office),
  coverages: provider.coverages,
  verifyProviderRegistration: provider.verifyProviderRegistration,
  // The terms are accepted again with every change sent for approval.
  terms: false,
});
