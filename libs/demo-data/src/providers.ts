import { DEMO_PROVIDER_IDS } from './accounts';
import type { DemoCoverageName } from './reference';

export interface DemoOffice {
  officeName: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  phoneNumber: string;
  directDepositEmail: string;
  institutionNumber: string;
  transitNumber: string;
  accountNumber: string;
}

export interface DemoProvider {
  providerId: string;
  username: string;
  providerName: string;
  registrationNumber: string;
  /** Null until a first approval generates it. */
  providerNumber: string | null;
  approvalStatus: 'Pending' | 'Approved';
  isSuspended: boolean;
  adminMessage: string | null;
  offices: DemoOffice[];
  coverages: DemoCoverageName[];
}

const office = (officeName: string, city: string, province: string, n: number): DemoOffice => ({
  officeName,
  address: `${100 + n} Main Street`,
  city,
  province,
  postalCode: 'K1A 0B1',
  phoneNumber: `613555010${n}`,
  directDepositEmail: `billing${n}@example.test`,
  institutionNumber: '001',
  transitNumber: '12345',
  accountNumber: `98765432${n}`,
});

export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  {
    providerId: DEMO_PROVIDER_IDS.provider, username: 'provider', providerName: 'Main Street Health Group', registrationNumber: 'REG-1001',
    providerNumber: 'P000001', approvalStatus: 'Approved', isSuspended: false, adminMessage: null,
    offices: [office('Main Street Clinic', 'Ottawa', 'ON', 1), office('Harbour Clinic', 'Halifax', 'NS', 2)],
    coverages: ['Physiotherapy', 'Massage Therapy', 'Chiropractic'],
  },
  {
    providerId: DEMO_PROVIDER_IDS.provider2, username: 'provider2', providerName: 'Valley Wellness Inc.', registrationNumber: 'REG-1002',
    providerNumber: 'P000002', approvalStatus: 'Approved', isSuspended: false, adminMessage: null,
    offices: [office('Valley Wellness', 'Kelowna', 'BC', 3)],
    coverages: ['Chiropractic', 'Psychology'],
  },
  {
    providerId: DEMO_PROVIDER_IDS.pending, username: 'pending', providerName: 'New Horizons Physio', registrationNumber: 'REG-1003',
    providerNumber: null, approvalStatus: 'Pending', isSuspended: false, adminMessage: null,
    offices: [office('New Horizons Physio', 'Calgary', 'AB', 4)],
    coverages: ['Physiotherapy'],
  },
  {
    providerId: DEMO_PROVIDER_IDS.suspended, username: 'suspended', providerName: 'Lakeside Chiropractic', registrationNumber: 'REG-1004',
    providerNumber: 'P000004', approvalStatus: 'Approved', isSuspended: true, adminMessage: 'Suspended pending a billing review.',
    offices: [office('Lakeside Chiropractic', 'Winnipeg', 'MB', 5)],
    coverages: ['Chiropractic'],
  },
];
