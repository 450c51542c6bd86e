import { statusFromSearch } from './status-from-search';

describe('statusFromSearch', () => {
  it('reads the suspended filter and ignores anything else', () => {
    expect(statusFromSearch('?status=suspended')).toBe('suspended');
    expect(statusFromSearch('?status=active')).toBeUndefined();
    expect(statusFromSearch('')).toBeUndefined();
  });
});
