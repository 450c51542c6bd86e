import { coverageDraftOf, coverageInputOf, coverageProblems } from './coverage-draft';

const coverages = [
  { coverageId: 1, name: 'Physiotherapy', assignedId: 11 },
  { coverageId: 2, name: 'Massage Therapy', assignedId: 12 },
];

describe('coverage draft', () => {
  it('needs a name and an id', () => {
    expect(coverageProblems(coverageDraftOf(null), coverages, null)).toEqual({ name: 'name', assignedId: 'number' });
    expect(coverageProblems({ name: 'Dental', assignedId: '4x' }, coverages, null)).toEqual({ assignedId: 'numeric' });
  });

  it("says 'ID is used' for another coverage's id, not for its own unchanged one", () => {
    expect(coverageProblems({ name: 'Dental', assignedId: '12' }, coverages, null)).toEqual({ assignedId: 'idUsed' });
    expect(coverageProblems({ name: 'Physio', assignedId: '12' }, coverages, coverages[0] ?? null)).toEqual({
      assignedId: 'idUsed',
    });
    expect(coverageProblems(coverageDraftOf(coverages[0] ?? null), coverages, coverages[0] ?? null)).toEqual({});
  });

  it('sends the trimmed name and the numeric id', () => {
    expect(coverageInputOf({ name: ' Dental ', assignedId: ' 40 ' })).toEqual({ name: 'Dental', assignedId: 40 });
  });
});
