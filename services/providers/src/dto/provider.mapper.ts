import type { Office as OfficeDto, Province as ProvinceDto, Provider as ProviderDto } from '@portal/contracts';
import type { Office } from '../entities/office.entity';
import type { Province } from '../entities/province.entity';
import type { Provider } from '../entities/provider.entity';

export const toProvinceDto = ({ id, code, name, location }: Province): ProvinceDto => ({ id, code, name, location });

/** What every view of an office shows, bank account number aside. */
export const officeFields = (office: Office) => ({
  officeId: office.id,
  officeName: office.officeName,
  registrationNumber: office.registrationNumber,
  businessID: office.businessId,
  businessName: office.businessName,
  phoneNumber: office.phoneNumber,
  phoneExtension: office.phoneExtension,
  directDepositEmail: office.directDepositEmail,
  address: office.address,
  city: office.city,
  province: office.province.code,
  postalCode: office.postalCode,
  primaryContactFirstname: office.primaryContactFirstname,
  primaryContactLastname: office.primaryContactLastname,
  institutionNumber: office.institutionNumber,
  transitNumber: office.transitNumber,
  accountType: office.accountType,
  verifyDirectDeposit: office.verifyDirectDeposit,
});

/** `accountNumber` is whatever the caller may see: the full number or its masked form. */
const toOfficeDto = (office: Office, accountNumber: string): OfficeDto => ({
  ...officeFields(office),
  provinceId: office.province.id,
  accountNumber,
});

export const toProviderDto = (provider: Provider, accountNumberOf: (office: Office) => string): ProviderDto => ({
  providerId: provider.id,
  providerName: provider.providerName,
  registrationNumber: provider.registrationNumber,
  providerNumber: provider.providerNumber,
  username: provider.username,
  email: provider.email,
  approvalStatus: provider.approvalStatus,
  isSuspended: provider.isSuspended,
  adminMessage: provider.adminMessage,
  isStatusRead: provider.isStatusRead,
  verifyProviderRegistration: provider.verifyProviderRegistration,
  timezone: provider.timezone,
  language: provider.language,
  latestAuditId: provider.latestAuditId,
  offices: provider.offices.getItems().map((office) => toOfficeDto(office, accountNumberOf(office))),
  coverages: provider.coverages
    .getItems()
    .map((coverage) => coverage.coverageId)
    .sort((a, b) => a - b),
});
