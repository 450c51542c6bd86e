import { claimSearchQueryString } from './claim-submissions-api';
import { activeFilterCount, DEFAULT_SEARCH, searchFromUrl, searchToParams, searchToUrl } from './search-params';

describe('claim search in the URL', () => {
  it('reads filters, coverages and paging, ignoring what is unknown or invalid', () => {
    const state = searchFromUrl(
      new URLSearchParams(
        'submissionId=CPP1&planNumber=247&coverages=11,x,14&status=Z&limit=50&page=3&sort=lastName&order=asc&other=1',
      ),
    );
    expect(state).toEqual({
      filters: { submissionId: 'CPP1', planNumber: '247', coverages: [11, 14] },
      sort: 'lastName',
      order: 'asc',
      limit: '50',
      page: 3,
    });
    expect(searchFromUrl(new URLSearchParams('limit=7&page=-2'))).toEqual(DEFAULT_SEARCH);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const state = { ...DEFAULT_SEARCH, filters: { memberId: '123456', status: 'P' as const, coverages: [12] }, page: 2 };
    expect(searchToUrl(state).toString()).toBe('memberId=123456&status=P&coverages=12&page=2');
    expect(searchFromUrl(searchToUrl(state))).toEqual(state);
    expect(searchToUrl(DEFAULT_SEARCH).toString()).toBe('');
  });

  it('sends the API the search with lists joined and empty values left out', () => {
    expect(
      claimSearchQueryString(searchToParams({ ...DEFAULT_SEARCH, filters: { firstname: '', coverages: [11, 14] } })),
    ).toEqual({
      coverages: '11,14',
      sort: 'submissionDate',
      order: 'desc',
      limit: '10',
      page: '1',
    });
  });

  it('counts the filters in use, a date range and the coverages once each', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(
      activeFilterCount({ lastname: 'Martin', status: 'D', dateFrom: '2026-01-01', dateTo: '2026-01-31', coverages: [11, 14] }),
    ).toBe(4);
    expect(activeFilterCount({ firstname: '', dateTo: '2026-01-31', coverages: [] })).toBe(1);
  });
});
