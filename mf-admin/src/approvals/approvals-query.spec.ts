import dayjs from 'dayjs';
import { activeFilterCount, DEFAULT_PAGING, filtersFromSearch, filtersToSearch, toAuditParams } from './approvals-query';

describe('toAuditParams', () => {
  it('asks for the first 10 records, newest first, when nothing is filtered', () => {
    expect(toAuditParams({}, DEFAULT_PAGING)).toEqual({ sort: 'timestamp', order: 'desc', limit: '10', page: '1' });
  });

  it('sends trimmed filters, leaves blank ones out, and the request date as timestamp=yyyy-mm-dd', () => {
    const params = toAuditParams(
      {
        providerName: '  Main Street ',
        providerNumber: ' ',
        approvalStatus: 'Pending',
        requestDate: dayjs('2026-11-02T23:30:00'),
      },
      { page: 3, limit: 'all', sort: 'providerName', order: 'asc' },
    );
    expect(params).toEqual({
      providerName: 'Main Street',
      approvalStatus: 'Pending',
      timestamp: '2026-11-02',
      sort: 'providerName',
      order: 'asc',
      limit: 'all',
      page: '3',
    });
  });

  it('treats the blank approval status as any status', () => {
    expect(toAuditParams({ approvalStatus: '' }, DEFAULT_PAGING)).not.toHaveProperty('approvalStatus');
  });
});

describe('filters in the address', () => {
  it('reads name, number and a known status; an unknown status means any', () => {
    expect(filtersFromSearch(new URLSearchParams('approvalStatus=Pending&providerName=Main'))).toEqual({
      providerName: 'Main',
      providerNumber: '',
      approvalStatus: 'Pending',
    });
    expect(filtersFromSearch(new URLSearchParams('approvalStatus=Maybe')).approvalStatus).toBe('');
  });

  it('writes the filters set, trimmed, without the date', () => {
    expect(
      filtersToSearch({ providerName: ' Main ', providerNumber: '', approvalStatus: 'Rejected', requestDate: dayjs() }),
    ).toEqual({
      providerName: 'Main',
      approvalStatus: 'Rejected',
    });
  });
});

describe('activeFilterCount', () => {
  it('counts the filters that narrow the list, blank ones not', () => {
    expect(activeFilterCount({ providerName: ' ', providerNumber: '', approvalStatus: '', requestDate: null })).toBe(0);
    expect(activeFilterCount({ providerName: 'Main', approvalStatus: 'Pending', requestDate: dayjs('2026-05-01') })).toBe(3);
  });
});
