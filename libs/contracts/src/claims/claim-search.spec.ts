import { claimSearchQuerySchema } from '.';

describe('claimSearchQuerySchema', () => {
  it('omits blank values, pads the member id, sends 247 as 777 and reads coverage lists', () => {
    expect(
      claimSearchQuerySchema.parse({ submissionId: '', memberId: '123456', planNumber: '247', coverages: '11, 14' }),
    ).toEqual({
      memberId: '000123456',
      planNumber: '777',
      coverages: [11, 14],
      sort: 'submissionDate',
      order: 'desc',
      limit: '10',
      page: 1,
    });
    expect(claimSearchQuerySchema.parse({ coverages: ['12', '13'] }).coverages).toEqual([12, 13]);
  });

  it('refuses a range that ends before it starts and an unknown status', () => {
    expect(claimSearchQuerySchema.safeParse({ dateFrom: '2026-11-02', dateTo: '2026-11-01' }).success).toBe(false);
    expect(claimSearchQuerySchema.safeParse({ status: 'X' }).success).toBe(false);
    expect(claimSearchQuerySchema.safeParse({ dateFrom: '2026-11-01', dateTo: '2026-11-01' }).success).toBe(true);
  });
});
