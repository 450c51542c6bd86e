import type { ProviderSnapshot } from '@portal/contracts';

type SnapshotOffice = ProviderSnapshot['offices'][number];
export type FieldValue = string | boolean | null;

export const PROVIDER_FIELDS = ['providerName', 'registrationNumber', 'providerNumber', 'email', 'file'] as const;
export const OFFICE_FIELDS = [
  'officeName',
  'businessID',
  'businessName',
  'registrationNumber',
  'phoneNumber',
  'phoneExtension',
  'directDepositEmail',
  'address',
  'city',
  'province',
  'postalCode',
  'primaryContactFirstname',
  'primaryContactLastname',
  'verifyDirectDeposit',
  'institutionNumber',
  'transitNumber',
  'accountType',
  'accountNumber',
] as const;

export type ProviderField = (typeof PROVIDER_FIELDS)[number];
export type OfficeField = (typeof OFFICE_FIELDS)[number];

export interface FieldDiff<Field extends string> {
  readonly field: Field;
  /** Undefined when there is no earlier value (a registration or a new office). */
  readonly before: FieldValue | undefined;
  /** Undefined for a removed office. */
  readonly after: FieldValue | undefined;
  readonly changed: boolean;
}

export type OfficeChange = 'added' | 'removed' | 'changed' | 'unchanged';
export interface OfficeDiff {
  readonly key: string;
  readonly change: OfficeChange;
  readonly name: string;
  readonly fields: readonly FieldDiff<OfficeField>[];
}

export type CoverageChange = 'added' | 'removed' | 'kept';
export interface CoverageDiff {
  readonly coverageId: number;
  readonly change: CoverageChange;
}

export interface SnapshotDiff {
  /** A registration (no earlier value): nothing is compared. */
  readonly isRegistration: boolean;
  readonly provider: readonly FieldDiff<ProviderField>[];
  readonly coverages: readonly CoverageDiff[];
  readonly offices: readonly OfficeDiff[];
}

const blank = (value: FieldValue | undefined): FieldValue | undefined => (value === '' ? null : value);

const compare = <Field extends string>(
  fields: readonly Field[],
  before: Readonly<Record<Field, FieldValue>> | undefined,
  after: Readonly<Record<Field, FieldValue>> | undefined,
): FieldDiff<Field>[] =>
  fields.map((field) => {
    const old = blank(before?.[field]);
    const next = blank(after?.[field]);
    return {
      field,
      before: old,
      after: next,
      changed: before !== undefined && after !== undefined && (old ?? null) !== (next ?? null),
    };
  });

const officeDiff = (key: string, before: SnapshotOffice | undefined, after: SnapshotOffice | undefined): OfficeDiff => {
  // The API says when an account number changed: masked numbers ending alike compare equal.
  const fields = compare(OFFICE_FIELDS, before, after).map((diff) =>
    diff.field === 'accountNumber' && after?.accountNumberChanged ? { ...diff, changed: true } : diff,
  );
  const change: OfficeChange = !before ? 'added' : !after ? 'removed' : fields.some((f) => f.changed) ? 'changed' : 'unchanged';
  return { key, change, name: (after ?? before)?.officeName ?? '', fields };
};

/**
 * Field-by-field comparison of a change request. Offices are matched by `officeId`: one without an id,
 * or with an id the old value does not have, is new; an old office missing from the new value was removed.
 */
export const diffSnapshots = (oldValue: ProviderSnapshot | null, newValue: ProviderSnapshot): SnapshotDiff => {
  const oldOffices = new Map(
    (oldValue?.offices ?? []).flatMap((office) => (office.officeId ? [[office.officeId, office] as const] : [])),
  );
  const newIds = new Set(newValue.offices.map((office) => office.officeId));
  const offices = [
    ...newValue.offices.map((office, index) =>
      officeDiff(office.officeId ?? `new-${index}`, office.officeId ? oldOffices.get(office.officeId) : undefined, office),
    ),
    ...(oldValue?.offices ?? [])
      .filter((office) => !office.officeId || !newIds.has(office.officeId))
      .map((office, index) => officeDiff(office.officeId ?? `removed-${index}`, office, undefined)),
  ];
  const oldCoverages = new Set(oldValue?.coverages ?? newValue.coverages);
  const newCoverages = new Set(newValue.coverages);
  const coverages: CoverageDiff[] = [
    ...newValue.coverages.map((coverageId) => ({
      coverageId,
      change: oldCoverages.has(coverageId) ? ('kept' as const) : ('added' as const),
    })),
    ...[...oldCoverages].filter((id) => !newCoverages.has(id)).map((coverageId) => ({ coverageId, change: 'removed' as const })),
  ];
  return {
    isRegistration: oldValue === null,
    provider: compare(PROVIDER_FIELDS, oldValue ?? undefined, newValue),
    coverages,
    offices,
  };
};
