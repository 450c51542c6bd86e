import type { LegacyProfileInput } from '@portal/contracts/legacy-profile';
import { DEMO_LEGACY_UIDS } from './accounts';

/** Two profiles of the old portal: the first is `newuser`'s (its oldUid), the second nobody's. */
export const DEMO_LEGACY_PROFILES: readonly LegacyProfileInput[] = [
  {
    uid: DEMO_LEGACY_UIDS.newuser,
    name: 'Lakeside Physiotherapy',
    registerNumber: 'REG-2001',
    providerNumber: 'L-000417',
    offices: [
      {
        clinicName: 'Lakeside Physiotherapy',
        businessId: 'L-000417-1',
        address: '12 Lakeshore Road',
        city: 'Kingston',
        province: 'ON',
        postalCode: 'K7L 1A1',
        phone: '6135550188',
        extension: '12',
        email: 'billing@lakeside.example.test',
        institutionNumber: '002',
        transitNumber: '54321',
        accountNumber: '123456789',
      },
      {
        clinicName: 'Lakeside Physiotherapy East',
        businessId: 'L-000417-2',
        address: '400 Princess Street',
        city: 'Kingston',
        province: 'ON',
        postalCode: 'K7L 1C2',
        phone: '6135550189',
        extension: null,
        email: 'east@lakeside.example.test',
        institutionNumber: '002',
        transitNumber: '54322',
        accountNumber: '987654321012',
      },
    ],
  },
  {
    uid: DEMO_LEGACY_UIDS.unlinked,
    name: 'Prairie Chiropractic',
    registerNumber: 'REG-2002',
    providerNumber: null,
    offices: [
      {
        clinicName: 'Prairie Chiropractic',
        businessId: null,
        address: '88 Broad Street',
        city: 'Regina',
        province: 'SK',
        postalCode: 'S4P 3Y2',
        phone: '3065550142',
        extension: null,
        email: 'office@prairie.example.test',
        institutionNumber: '003',
        transitNumber: '11223',
        accountNumber: '5556667771',
      },
    ],
  },
];
