import { antdPageEntry } from './antd-page-entry';

describe('antdPageEntry', () => {
  it('evaluates the antd base, then derives the portal theme, in stages before the page', async () => {
    const Page = () => null;
    const entry = antdPageEntry(async () => Page);
    const [base, tokens, ...others] = entry.stages ?? [];
    expect(others).toEqual([]);
    expect(await base?.()).toHaveProperty('AntdRoot');
    expect(await tokens?.()).toMatchObject({ colorPrimary: '#0b5cab', borderRadius: 4 });
    expect(await entry.page()).toBe(Page);
  });
});
