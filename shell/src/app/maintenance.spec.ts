import { passesMaintenance } from './maintenance';

describe('passesMaintenance', () => {
  afterEach(() => sessionStorage.clear());

  it('lets admin-level roles through, not providers or visitors', () => {
    expect(passesMaintenance('', 'Administrator')).toBe(true);
    expect(passesMaintenance('', 'ClaimsAdmin')).toBe(true);
    expect(passesMaintenance('', 'SuperAdmin')).toBe(true);
    expect(passesMaintenance('', 'Provider')).toBe(false);
    expect(passesMaintenance('?lang=fr', null)).toBe(false);
  });

  it('remembers the admin marker for the tab', () => {
    expect(passesMaintenance('?admin', null)).toBe(true);
    expect(passesMaintenance('', 'Provider')).toBe(true);
  });
});
