import type { ProviderSnapshot } from '@portal/contracts';
import { maskAccountNumber } from './mask-account-number';

type SnapshotOffice = ProviderSnapshot['offices'][number];

/**
 * A provider profile as a change request stores it (oldValue/newValue): the account number is kept
 * sealed by the FieldCipher, so the audit table never holds it in clear.
 */
export type StoredProviderSnapshot = Omit<ProviderSnapshot, 'offices'> & {
  offices: (Omit<SnapshotOffice, 'accountNumber'> & { accountNumberEncrypted: string })[];
};

/**
 * The snapshot as responses show it: account numbers decrypted by `decrypt`, then masked to the last
 * 3 digits. Given the `previous` snapshot (a change request's oldValue), each office that existed
 * there says whether its account number changed, which the masked numbers cannot show.
 */
export function maskSnapshot(
  stored: StoredProviderSnapshot,
  decrypt: (sealed: string) => string,
  previous?: StoredProviderSnapshot | null,
): ProviderSnapshot {
  const before = new Map(previous?.offices.map((office) => [office.officeId, office.accountNumberEncrypted]));
  return {
    ...stored,
    offices: stored.offices.map(({ accountNumberEncrypted, ...office }) => {
      const account = decrypt(accountNumberEncrypted);
      const sealedBefore = office.officeId ? before.get(office.officeId) : undefined;
      return {
        ...office,
        accountNumber: maskAccountNumber(account),
        ...(sealedBefore === undefined ? {} : { accountNumberChanged: decrypt(sealedBefore) !== account }),
      };
    }),
  };
}

/**
 * Whether `next` sets bank details (institution, transit or account number of an office) that `current`
 * does not hold: a changed office or a new one. Removing an office changes no one's bank details.
 */
export function changesBankDetails(
  current: StoredProviderSnapshot,
  next: StoredProviderSnapshot,
  decrypt: (sealed: string) => string,
): boolean {
  const before = new Map(current.offices.map((office) => [office.officeId, office]));
  return next.offices.some((office) => {
    const old = office.officeId ? before.get(office.officeId) : undefined;
    return (
      !old ||
      old.institutionNumber !== office.institutionNumber ||
      old.transitNumber !== office.transitNumber ||
      decrypt(old.accountNumberEncrypted) !== decrypt(office.accountNumberEncrypted)
    );
  });
}

/** Provider numbers: `P` and at least 6 digits from the `provider_number_seq` sequence (README "Provider numbers"). */
export const formatProviderNumber = (sequenceValue: number): string => `P${String(sequenceValue).padStart(6, '0')}`;

/** The next business ID of a provider's office: `<providerNumber>-<n>`, n one more than the highest in use. */
export function nextBusinessId(providerNumber: string, existing: readonly (string | null)[]): string {
  const prefix = `${providerNumber}-`;
  const used = existing
    .filter((id): id is string => id?.startsWith(prefix) ?? false)
    .map((id) => Number(id.slice(prefix.length)))
    .filter(Number.isInteger);
  return `${prefix}${Math.max(0, ...used) + 1}`;
}
