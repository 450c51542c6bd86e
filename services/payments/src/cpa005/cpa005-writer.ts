import type { Cpa005Config } from './cpa005-config';

/**
 * CPA Standard 005 (Canadian Payments Association, now Payments Canada), 1,464-character logical
 * records: one "A" header, "C" credit records of up to six 240-character payment segments, one "Z"
 * trailer. Field positions as in ADR 025 and the unit test beside this file.
 */
export const CPA005_RECORD_LENGTH = 1464;
export const CPA005_SEGMENTS_PER_RECORD = 6;

/** One credit: a deposit into a payee's account. */
export interface Cpa005Credit {
  amountCents: number;
  /** `yyyy-mm-dd`. */
  dueDate: string;
  institution: string;
  transit: string;
  account: string;
  payeeName: string;
  /** The originator's cross-reference: the deposit's reference. */
  reference: string;
}

export interface Cpa005File {
  config: Cpa005Config;
  fileCreationNumber: string;
  /** `yyyy-mm-dd`. */
  creationDate: string;
  credits: readonly Cpa005Credit[];
}

/** A numeric field: zero-filled on the left; a value that does not fit is refused, never cut. */
const numeric = (value: string | number, length: number): string => {
  const text = String(value);
  if (!/^\d*$/.test(text) || text.length > length) throw new Error(`CPA-005: ${text} is not a ${length}-digit number`);
  return text.padStart(length, '0');
};

/** An alphanumeric field: upper case, accents dropped, blank-filled on the right, cut to length. */
const alpha = (value: string, length: number): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 &.,'\-/]/g, ' ')
    .slice(0, length)
    .padEnd(length, ' ');

const blank = (length: number) => ' '.repeat(length);

/** `0YYDDD`: zero, the year's last two digits, the day of the year. */
export const julianDate = (isoDate: string): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const dayOfYear = Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
  return `0${String(date.getUTCFullYear() % 100).padStart(2, '0')}${String(dayOfYear).padStart(3, '0')}`;
};

/** Record type, record count, originator id and file creation number: positions 1-24 of every record. */
const recordStart = (type: 'A' | 'C' | 'Z', count: number, file: Cpa005File) =>
  type + numeric(count, 9) + alpha(file.config.originatorId, 10) + numeric(file.fileCreationNumber, 4);

const header = (file: Cpa005File): string =>
  recordStart('A', 1, file) +
  julianDate(file.creationDate) +
  numeric(file.config.destinationDataCentre, 5) +
  blank(20) +
  'CAD' +
  blank(1406);

const segment = ({ config }: Cpa005File, credit: Cpa005Credit): string =>
  numeric(config.transactionCode, 3) +
  numeric(credit.amountCents, 10) +
  julianDate(credit.dueDate) +
  '0' +
  numeric(credit.institution, 3) +
  numeric(credit.transit, 5) +
  alpha(credit.account, 12) +
  numeric(0, 22) + // item trace number: the bank's
  numeric(0, 3) + // stored transaction type: the bank's
  alpha(config.originatorShortName, 15) +
  alpha(credit.payeeName, 30) +
  alpha(config.originatorLongName, 30) +
  alpha(config.originatorId, 10) +
  alpha(credit.reference, 19) +
  '0' +
  numeric(config.returnInstitution, 3) +
  numeric(config.returnTransit, 5) +
  alpha(config.returnAccount, 12) +
  blank(15) + // originator's sundry information
  blank(22) + // filler
  blank(2) + // originator-direct clearer settlement code
  numeric(0, 11); // invalid data element id: the bank's

const trailer = (file: Cpa005File, count: number): string => {
  const creditCents = file.credits.reduce((sum, credit) => sum + credit.amountCents, 0);
  return (
    recordStart('Z', count, file) +
    numeric(0, 14) + // total value of debits
    numeric(0, 8) + // number of debits
    numeric(creditCents, 14) +
    numeric(file.credits.length, 8) +
    numeric(0, 14) + // error corrections "E": value, number
    numeric(0, 8) +
    numeric(0, 14) + // error corrections "F": value, number
    numeric(0, 8) +
    blank(1352)
  );
};

/** The file's logical records, in order; every one is exactly CPA005_RECORD_LENGTH characters. */
export function cpa005Records(file: Cpa005File): string[] {
  const records = [header(file)];
  for (let first = 0; first < file.credits.length; first += CPA005_SEGMENTS_PER_RECORD) {
    const segments = file.credits.slice(first, first + CPA005_SEGMENTS_PER_RECORD).map((credit) => segment(file, credit));
    records.push((recordStart('C', records.length + 1, file) + segments.join('')).padEnd(CPA005_RECORD_LENGTH, ' '));
  }
  records.push(trailer(file, records.length + 1));
  for (const record of records)
    if (record.length !== CPA005_RECORD_LENGTH) throw new Error(`CPA-005: a record of ${record.length} characters`);
  return records;
}
