import { csvCell, csvLine } from './claims-csv';
import { claimSearchFilter, claimSortOrder } from './claim-search-filter';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell(-5)).toBe('-5');
    expect(csvLine(['a', 1, true])).toBe('a,1,true\r\n');
  });
});

describe('claimSearchFilter', () => {
  const base = { sort: 'submissionDate', order: 'desc', limit: '10', page: 1 } as const;

  it('fixes the provider, escapes LIKE patterns and ends a date range the day after', () => {
    const filter = claimSearchFilter({ ...base, lastname: 'O_Brien%', dateTo: '2026-12-31', coverages: [11, 14] }, 'p-1');
    expect(filter.where).toBe(
      'c.provider_id = ? and lower(c.last_name) like ? and c.submitted_at < ?::date and exists (select 1 from expense e where e.claim_id = c.id and e.coverage_type_id = any(?::int[]))',
    );
    expect(filter.params).toEqual(['p-1', 'o\\_brien\\%%', '2027-01-01', '{11,14}']);
    expect(claimSearchFilter(base, undefined)).toEqual({ where: 'true', params: [] });
  });

  it('orders with the id as tie-breaker', () => {
    expect(claimSortOrder({ sort: 'lastName', order: 'asc' })).toBe('lower(c.last_name) asc, c.id asc');
  });
});
