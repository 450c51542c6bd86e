import { listFilter } from './provider-list-filter';

describe('listFilter', () => {
  it('has no condition without search or status', () => {
    expect(listFilter({})).toEqual({ where: '', params: [] });
  });

  it('searches name, numbers and office names with one pattern', () => {
    const { where, params } = listFilter({ search: 'valley' });
    expect(where).toContain('where provider_name ilike ?');
    expect(where).toContain('from office where office_name ilike ?');
    expect(params).toEqual(['%valley%', '%valley%', '%valley%', '%valley%']);
  });

  it('takes LIKE wildcards in the search literally', () => {
    expect(listFilter({ search: '50%_a' }).params[0]).toBe('%50\\%\\_a%');
  });

  it('filters by account state', () => {
    expect(listFilter({ status: 'suspended' }).where).toBe('where p.is_suspended');
    expect(listFilter({ search: 'a', status: 'active' }).where).toMatch(/\) and not p\.is_suspended$/);
  });
});
