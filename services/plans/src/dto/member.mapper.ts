import { memberPlanNumber, type Member } from '@portal/contracts';
import { decodeJson } from '@portal/server-database';
import { mayViewDateOfBirth } from '../date-of-birth-visibility';

export interface DependentRow {
  firstName: string;
  lastName: string;
  patientId: string;
  relationship: string;
  gender: string;
  dateOfBirth: string;
}

export interface MemberRow {
  member_id: string;
  plan: string;
  subpolicy: string | null;
  firstname: string;
  lastname: string;
  dob: string;
  email: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  phone_number: string | null;
  provider_id: string | null;
  /** json_agg: parsed by the PostgreSQL driver, a string on some drivers. */
  dependents: DependentRow[] | string;
}

/** A member as `viewerProviderId` may see it: dates of birth only when the record carries that provider (spec §2). */
export const toMemberDto = (row: MemberRow, viewerProviderId: string | null): Member => {
  const showDob = mayViewDateOfBirth(row.provider_id, viewerProviderId);
  const dependents = decodeJson<DependentRow[]>(row.dependents);
  return {
    memberId: row.member_id,
    plan: row.plan,
    subpolicy: row.subpolicy,
    planNumber: memberPlanNumber(row.plan, row.subpolicy),
    firstname: row.firstname,
    lastname: row.lastname,
    dob: showDob ? row.dob : null,
    dobMasked: !showDob,
    email: row.email,
    address: row.address,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    phoneNumber: row.phone_number,
    dependents: dependents.map((d) => ({
      firstName: d.firstName,
      lastName: d.lastName,
      memberId: row.member_id,
      patientId: d.patientId,
      relationship: d.relationship,
      gender: d.gender,
      dateOfBirth: showDob ? d.dateOfBirth : null,
    })),
  };
};

/** A member as the claims domain records it: nothing masked, dates ISO (answers mask with `mayViewDateOfBirth`). */
export interface MemberOfRecord {
  memberId: string;
  /** The provider the record carries: the only one shown its dates of birth. */
  providerId: string | null;
  /** The plan code as enrolled (777 for plan 247). */
  plan: string;
  /** The plan to look up (777 with subpolicy 01 is 247-01). */
  planNumber: string;
  firstname: string;
  lastname: string;
  /** yyyy-mm-dd. */
  dob: string;
  email: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  phoneNumber: string | null;
  dependents: { patientId: string; firstName: string; lastName: string; dateOfBirth: string }[];
}

export const toMemberOfRecord = (row: MemberRow): MemberOfRecord => {
  const dependents = decodeJson<DependentRow[]>(row.dependents);
  return {
    memberId: row.member_id,
    providerId: row.provider_id,
    plan: row.plan,
    planNumber: memberPlanNumber(row.plan, row.subpolicy),
    firstname: row.firstname,
    lastname: row.lastname,
    dob: `${row.dob.slice(0, 4)}-${row.dob.slice(4, 6)}-${row.dob.slice(6, 8)}`,
    email: row.email,
    address: row.address,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    phoneNumber: row.phone_number,
    dependents: dependents.map(({ patientId, firstName, lastName, dateOfBirth }) => ({
      patientId,
      firstName,
      lastName,
      dateOfBirth,
    })),
  };
};
