import { coverageDraftOf, coverageInputOf, coverageProblems } from './coverage-draft';

const coverages = [
  { coverageId: 1, name: 'Physiotherapy', nameFr: 'Physiothérapie', assignedId: 11 },
  { coverageId: 2, name: 'Massage Therapy', nameFr: null, assignedId: 12 },
];

describe('coverage draft', () => {
  it('needs a name and an id', () => {
    expect(coverageProblems(coverageDraftOf(null), coverages, null)).toEqual({ name: 'name', assignedId: 'number' });
    expect(coverageProblems({ name: 'Dental', nameFr: '', assignedId: '4x' }, coverages, null)).toEqual({
      assignedId: 'numeric',
    });
  });

  it("says 'ID is used' for another coverage's id, not for its own unchanged one", () => {
    expect(coverageProblems({ name: 'Dental', nameFr: '', assignedId: '12' }, coverages, null)).toEqual({ assignedId: 'idUsed' });
    expect(coverageProblems({ name: 'Physio', nameFr: '', assignedId: '12' }, coverages, coverages[0] ?? null)).toEqual({
      assignedId: 'idUsed',
    });
    expect(coverageProblems(coverageDraftOf(coverages[0] ?? null), coverages, coverages[0] ?? null)).toEqual({});
  });

  it('sends the trimmed names and the numeric id, no French name when it is blank', () => {
    expect(coverageInputOf({ name: ' Dental ', nameFr: ' Dentisterie ', assignedId: ' 40 ' })).toEqual({
      name: 'Dental',
      nameFr: 'Dentisterie',
      assignedId: 40,
    });
    expect(coverageInputOf({ name: 'Dental', nameFr: '  ', assignedId: '40' }).nameFr).toBeNull();
  });

  it('starts from the stored French name, empty when there is none', () => {
    expect(coverageDraftOf(coverages[0] ?? null).nameFr).toBe('Physiothérapie');
    expect(coverageDraftOf(coverages[1] ?? null).nameFr).toBe('');
  });
});
