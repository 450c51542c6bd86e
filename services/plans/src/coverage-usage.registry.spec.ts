import { CoverageUsageRegistry } from './coverage-usage.registry';

describe('CoverageUsageRegistry', () => {
  it('collects what each registered domain says uses the coverage, in order, skipping unused', async () => {
    const registry = new CoverageUsageRegistry();
    const seen: number[] = [];
    registry.register(async ({ assignedId }) => (assignedId === 40 ? '2 claims' : null));
    registry.register(async ({ coverageId }) => {
      seen.push(coverageId);
      return null;
    });
    registry.register(async () => '1 provider');
    expect(await registry.usages({ coverageId: 7, assignedId: 40 })).toEqual(['2 claims', '1 provider']);
    expect(await registry.usages({ coverageId: 8, assignedId: 41 })).toEqual(['1 provider']);
    expect(seen).toEqual([7, 8]);
  });
});
