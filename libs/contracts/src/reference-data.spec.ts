import { coverageSchema, homepageSchema } from './reference-data';

describe('French twins in answers (ADR 029)', () => {
  it('are null when an API from before them leaves them out', () => {
    expect(coverageSchema.parse({ coverageId: 1, name: 'Chiropractic', assignedId: 13 }).nameFr).toBeNull();
    expect(homepageSchema.parse({ id: 1, html: '<p>Welcome</p>' }).htmlFr).toBeNull();
  });

  it('are kept when given', () => {
    expect(coverageSchema.parse({ coverageId: 1, name: 'Chiropractic', nameFr: 'Chiropratique', assignedId: 13 }).nameFr).toBe(
      'Chiropratique',
    );
  });
});
