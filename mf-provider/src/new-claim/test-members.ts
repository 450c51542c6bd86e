import type { Member, Plan } from '@portal/contracts';

/** Member and plan fixtures of the new-claim unit tests. */
export const ALICE: Member = {
  memberId: '000123456',
  plan: '110',
  subpolicy: null,
  planNumber: '110',
  firstname: 'Alice',
  lastname: 'Martin',
  dob: null,
  dobMasked: true,
  email: 'alice.martin@example.test',
  address: null,
  city: null,
  province: null,
  postalCode: null,
  phoneNumber: null,
  dependents: [
    {
      firstName: 'Bob',
      lastName: 'Martin',
      memberId: '000123456',
      patientId: '01',
      relationship: 'Spouse',
      gender: 'M',
      dateOfBirth: null,
    },
    {
      firstName: 'Chloe',
      lastName: 'Martin',
      memberId: '000123456',
      patientId: '02',
      relationship: 'Child',
      gender: 'F',
      dateOfBirth: null,
    },
  ],
};
export const ADAM: Member = {
  ...ALICE,
  memberId: '000123457',
  firstname: 'Adam',
  dependents: [],
  dob: '19800101',
  dobMasked: false,
};
export const PLAN: Plan = {
  planId: 1,
  planNumber: '110',
  planName: 'Student Health',
  planNameFr: null,
  effectiveDate: '2020-01-01',
  isDrawbridgePlan: false,
  planIdentityId: null,
  submissionWindowDays: 30,
  coverages: [],
};
