/** Coverages with their assigned ids (ARCHITECTURE: demo data). */
export const DEMO_COVERAGES = [
  { name: 'Physiotherapy', nameFr: 'Physiothérapie', assignedId: 11 },
  { name: 'Massage Therapy', nameFr: 'Massothérapie', assignedId: 12 },
  { name: 'Chiropractic', nameFr: 'Chiropratique', assignedId: 13 },
  { name: 'Psychology', nameFr: 'Psychologie', assignedId: 14 },
  { name: 'Acupuncture', nameFr: 'Acupuncture', assignedId: 15 },
  { name: 'Naturopathy', nameFr: 'Naturopathie', assignedId: 16 },
] as const;

export type DemoCoverageName = (typeof DEMO_COVERAGES)[number]['name'];

export interface DemoPlan {
  planNumber: string;
  planName: string;
  planNameFr: string;
  /** ISO date, or 'next-year' for one year after the seeding day. */
  effectiveDate: string | 'next-year';
  isDrawbridgePlan: boolean;
  planIdentityId: string | null;
  /** Maximums in dollars; none when absent. */
  coverages: { name: DemoCoverageName; requiresReferral: boolean; perClaimMaximum?: string; annualMaximum?: string }[];
}

const all = DEMO_COVERAGES.map(({ name }) => ({
  name,
  requiresReferral: name === 'Physiotherapy' || name === 'Massage Therapy',
}));

/** Plan 110 caps massage, so the coverage check and the annual maximum have something to show. */
const plan110 = all.map((coverage) =>
  coverage.name === 'Massage Therapy' ? { ...coverage, perClaimMaximum: '150.00', annualMaximum: '500.00' } : coverage,
);

export const DEMO_PLANS: readonly DemoPlan[] = [
  {
    planNumber: '110',
    planName: 'Student Health Plan',
    planNameFr: 'Régime de soins de santé des étudiants',
    effectiveDate: '2020-01-01',
    isDrawbridgePlan: false,
    planIdentityId: null,
    coverages: plan110,
  },
  {
    planNumber: '247-01',
    planName: 'Graduate Plan',
    planNameFr: 'Régime des étudiants des cycles supérieurs',
    effectiveDate: '2021-09-01',
    isDrawbridgePlan: false,
    planIdentityId: null,
    coverages: [
      { name: 'Physiotherapy', requiresReferral: false },
      { name: 'Chiropractic', requiresReferral: false },
      { name: 'Psychology', requiresReferral: false },
    ],
  },
  {
    planNumber: '300',
    planName: 'Future Plan',
    planNameFr: 'Régime à venir',
    effectiveDate: 'next-year',
    isDrawbridgePlan: false,
    planIdentityId: null,
    coverages: all,
  },
  {
    planNumber: '420',
    planName: 'Drawbridge Plan',
    planNameFr: 'Régime Drawbridge',
    effectiveDate: '2022-01-01',
    isDrawbridgePlan: true,
    planIdentityId: '9b2e4c1a-5f3d-4e8b-a7c6-1d2e3f4a5b6c',
    coverages: [
      { name: 'Chiropractic', requiresReferral: false },
      { name: 'Massage Therapy', requiresReferral: false },
    ],
  },
];

export interface DemoMember {
  memberId: string;
  plan: string;
  subpolicy: string | null;
  firstname: string;
  lastname: string;
  dob: string;
  email: string | null;
  dependents: {
    firstName: string;
    lastName: string;
    relationship: 'Spouse' | 'Child';
    gender: 'F' | 'M' | 'X';
    dateOfBirth: string;
  }[];
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    memberId: '000123456',
    plan: '110',
    subpolicy: null,
    firstname: 'Alice',
    lastname: 'Martin',
    dob: '19900315',
    email: 'alice.martin@example.test',
    dependents: [
      { firstName: 'Bob', lastName: 'Martin', relationship: 'Spouse', gender: 'M', dateOfBirth: '1988-07-02' },
      { firstName: 'Chloe', lastName: 'Martin', relationship: 'Child', gender: 'F', dateOfBirth: '2016-04-21' },
    ],
  },
  {
    memberId: '000777001',
    plan: '777',
    subpolicy: '01',
    firstname: 'David',
    lastname: 'Tremblay',
    dob: '19851102',
    email: null,
    dependents: [],
  },
  {
    memberId: '000300001',
    plan: '300',
    subpolicy: null,
    firstname: 'Emma',
    lastname: 'Roy',
    dob: '19991230',
    email: null,
    dependents: [],
  },
  {
    memberId: '000420001',
    plan: '420',
    subpolicy: null,
    firstname: 'Farid',
    lastname: 'Haddad',
    dob: '19770508',
    email: null,
    dependents: [],
  },
  {
    memberId: '000999001',
    plan: '999',
    subpolicy: null,
    firstname: 'Grace',
    lastname: 'Nowak',
    dob: '20010101',
    email: null,
    dependents: [],
  },
];
