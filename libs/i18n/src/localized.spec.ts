import { localized } from './localized';

describe('localized', () => {
  const coverage = { name: 'Chiropractic', nameFr: 'Chiropratique' };

  it('gives the French value on a French screen', () => {
    expect(localized(coverage, 'name', 'fr-CA')).toBe('Chiropratique');
    expect(localized({ planName: 'Graduate Plan', planNameFr: 'Régime des diplômés' }, 'planName', 'fr-CA')).toBe(
      'Régime des diplômés',
    );
  });

  it('gives the English value on an English screen', () => {
    expect(localized(coverage, 'name', 'en')).toBe('Chiropractic');
  });

  it('falls back to the English when no French is stored', () => {
    expect(localized({ name: 'Dental', nameFr: null }, 'name', 'fr-CA')).toBe('Dental');
    expect(localized({ name: 'Dental', nameFr: '' }, 'name', 'fr-CA')).toBe('Dental');
    expect(localized({ html: '<p>Welcome</p>' }, 'html', 'fr-CA')).toBe('<p>Welcome</p>');
  });
});
