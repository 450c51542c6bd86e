import { lazy, type ComponentType } from 'react';
import { yieldToMain } from './yield-to-main';

/**
 * A page's entry module: evaluating it evaluates what the page stands on (antd's base, say); `page`
 * imports the page itself, eagerly (the same chunks, fetched with the entry), evaluated only when called.
 */
export interface StagedPageEntry {
  readonly page: () => Promise<ComponentType>;
}

/**
 * A route's page as `React.lazy` loads it, all its chunks at once, but evaluated in two tasks: the
 * entry's foundation, then the page (ADR 045). One task of both was the longest of the page's load.
 */
export const lazyStagedPage = (load: () => Promise<{ default: StagedPageEntry }>) =>
  lazy(async () => {
    const { page } = (await load()).default;
    await yieldToMain();
    return { default: await page() };
  });
