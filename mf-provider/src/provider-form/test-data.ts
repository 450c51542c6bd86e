import type { Coverage, Provider } from '@portal/contracts';
import type { LegacyProfile } from '@portal/contracts/legacy-profile';

/** Fixtures for the provider screens' unit tests. */
export const COVERAGES: Coverage[] = [
  { coverageId: 13, name: 'Physiotherapy', nameFr: 'Physiothérapie', assignedId: 1 },
  { coverageId: 14, name: 'Massage Therapy', nameFr: 'Massothérapie', assignedId: 2 },
];

export const LEGACY: LegacyProfile = {
  uid: 'legacy-demo-0001',
  name: 'Lakeside Physiotherapy',
  registerNumber: 'REG-4410',
  providerNumber: null,
  offices: [
    {
      clinicName: 'Lakeside Physiotherapy Downtown',
      businessId: null,
      address: '12 King St E',
      city: 'Kingston',
      province: 'ON',
      postalCode: 'K7L 1A1',
      phone: '6135550100',
      extension: null,
      email: 'pay@lakeside.test',
      institutionNumber: '**1',
      transitNumber: '**345',
      accountNumber: '****789',
    },
  ],
};

export const PROVIDER: Provider = {
  providerId: '22222222-2222-4222-8222-222222222222',
  providerName: 'Valley Wellness',
  registrationNumber: 'R-2',
  providerNumber: 'P000102',
  username: 'provider2',
  email: null,
  approvalStatus: 'Approved',
  isSuspended: false,
  adminMessage: null,
  isStatusRead: true,
  verifyProviderRegistration: true,
  timezone: null,
  language: 'en',
  latestAuditId: null,
  coverages: [13],
  offices: [
    {
      officeId: '11111111-1111-4111-8111-111111111111',
      officeName: 'Valley Wellness',
      registrationNumber: null,
      businessID: 'P000102-1',
      businessName: 'Valley Wellness',
      phoneNumber: '306-555-0100',
      phoneExtension: null,
      directDepositEmail: 'pay@valley.test',
      address: '2 Valley Rd',
      city: 'Regina',
      province: 'SK',
      provinceId: 12,
      postalCode: 'S4P 3Y2',
      primaryContactFirstname: null,
      primaryContactLastname: null,
      institutionNumber: '002',
      transitNumber: '54321',
      accountNumber: '*****321',
      accountType: 'Chequing',
      verifyDirectDeposit: true,
    },
  ],
};

export const notFound = () =>
  new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
