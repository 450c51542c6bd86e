import type { Cpa005Config } from './cpa005-config';
import { CPA005_RECORD_LENGTH, cpa005Records, julianDate, type Cpa005Credit } from './cpa005-writer';

const config: Cpa005Config = {
  originatorId: 'ABC1234567',
  originatorShortName: 'BENEFITS CO',
  originatorLongName: 'Benefits Company of Canada',
  fileCreationStart: 1,
  destinationDataCentre: '00310',
  returnInstitution: '001',
  returnTransit: '12345',
  returnAccount: '7654321',
  transactionCode: '336',
};

const credit = (n: number): Cpa005Credit => ({
  amountCents: 100_000 + n,
  dueDate: '2026-12-01',
  institution: '004',
  transit: '0' + String(1000 + n),
  account: `98765${String(n).padStart(2, '0')}`,
  payeeName: `Clinique Évangéline ${n}`,
  reference: `DEP-20261201-${String(n).padStart(6, '0')}`,
});

/** A field by its 1-based positions in the standard's tables, `from` to `to` inclusive. */
const field = (record: string, from: number, to: number) => record.slice(from - 1, to);

describe('cpa005Records (CPA Standard 005, 1,464-character logical records)', () => {
  const credits = Array.from({ length: 7 }, (_, i) => credit(i + 1));
  const records = cpa005Records({ config, fileCreationNumber: '0042', creationDate: '2026-11-24', credits });
  const [header, first, second, trailer] = records as [string, string, string, string];

  it('writes an A header, one C record per six credits and a Z trailer, each exactly 1,464 characters', () => {
    expect(records.map((record) => record[0])).toEqual(['A', 'C', 'C', 'Z']);
    for (const record of records) expect(record).toHaveLength(CPA005_RECORD_LENGTH);
  });

  it('numbers every record and repeats the originator and file creation number in positions 1-24', () => {
    records.forEach((record, index) => {
      expect(field(record, 2, 10)).toBe(String(index + 1).padStart(9, '0'));
      expect(field(record, 11, 20)).toBe('ABC1234567');
      expect(field(record, 21, 24)).toBe('0042');
    });
  });

  it('lays the header out as the standard does', () => {
    expect(field(header, 25, 30)).toBe('026328'); // 2026-11-24 is day 328
    expect(field(header, 31, 35)).toBe('00310');
    expect(field(header, 36, 55)).toBe(' '.repeat(20));
    expect(field(header, 56, 58)).toBe('CAD');
    expect(field(header, 59, 1464)).toBe(' '.repeat(1406));
  });

  it('lays each 240-character payment segment out as the standard does, six to a record', () => {
    const segment = (record: string, n: number) => record.slice(24 + (n - 1) * 240, 24 + n * 240);
    const s = segment(first, 1);
    expect(field(s, 1, 3)).toBe('336'); // transaction type
    expect(field(s, 4, 13)).toBe('0000100001'); // amount in cents
    expect(field(s, 14, 19)).toBe('026335'); // due date 2026-12-01, day 335
    expect(field(s, 20, 28)).toBe('000401001'); // 0, institution 004, transit 01001
    expect(field(s, 29, 40)).toBe('9876501     '); // account, left-justified
    expect(field(s, 41, 62)).toBe('0'.repeat(22)); // item trace number
    expect(field(s, 63, 65)).toBe('000'); // stored transaction type
    expect(field(s, 66, 80)).toBe('BENEFITS CO    '); // originator's short name
    expect(field(s, 81, 110)).toBe('CLINIQUE EVANGELINE 1'.padEnd(30)); // payee name, accents dropped
    expect(field(s, 111, 140)).toBe('BENEFITS COMPANY OF CANADA'.padEnd(30)); // originator's long name
    expect(field(s, 141, 150)).toBe('ABC1234567'); // originating direct clearer's user id
    expect(field(s, 151, 169)).toBe('DEP-20261201-000001'); // cross reference
    expect(field(s, 170, 178)).toBe('000112345'); // institution for returns
    expect(field(s, 179, 190)).toBe('7654321     '); // account for returns
    expect(field(s, 191, 205)).toBe(' '.repeat(15)); // sundry information
    expect(field(s, 206, 227)).toBe(' '.repeat(22)); // filler
    expect(field(s, 228, 229)).toBe('  '); // settlement code
    expect(field(s, 230, 240)).toBe('0'.repeat(11)); // invalid data element id
    expect(field(segment(first, 6), 151, 169)).toBe('DEP-20261201-000006');
    expect(field(segment(second, 1), 151, 169)).toBe('DEP-20261201-000007');
    expect(field(second, 265, 1464)).toBe(' '.repeat(1200)); // five unused segments
  });

  it('totals the credits in the trailer', () => {
    const cents = credits.reduce((sum, c) => sum + c.amountCents, 0);
    expect(field(trailer, 25, 38)).toBe('0'.repeat(14)); // value of debits
    expect(field(trailer, 39, 46)).toBe('0'.repeat(8)); // number of debits
    expect(Number(field(trailer, 47, 60))).toBe(cents);
    expect(field(trailer, 61, 68)).toBe('00000007');
    expect(field(trailer, 69, 112)).toBe('0'.repeat(44)); // error corrections E and F
    expect(field(trailer, 113, 1464)).toBe(' '.repeat(1352));
  });

  it('writes a file without credits as a header and a zero trailer', () => {
    const empty = cpa005Records({ config, fileCreationNumber: '0001', creationDate: '2026-01-01', credits: [] });
    expect(empty.map((record) => record[0])).toEqual(['A', 'Z']);
    expect(field(empty[1]!, 47, 68)).toBe('0'.repeat(22));
  });

  it('refuses a number that does not fit its field rather than cutting it', () => {
    expect(() =>
      cpa005Records({
        config,
        fileCreationNumber: '0001',
        creationDate: '2026-01-01',
        credits: [{ ...credit(1), amountCents: 1e10 }],
      }),
    ).toThrow(/10-digit/);
  });

  it('writes Julian dates as 0YYDDD', () => {
    expect(julianDate('2026-01-01')).toBe('026001');
    expect(julianDate('2024-12-31')).toBe('024366');
    expect(julianDate('2100-03-01')).toBe('000060');
  });
});
