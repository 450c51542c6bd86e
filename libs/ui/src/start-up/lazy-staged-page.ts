import { lazy, type ComponentType } from 'react';
import { yieldToMain } from './yield-to-main';

/**
 * A page's entry module. Evaluating it evaluates what the page stands on; each of `stages` then does a
 * part of the rest (evaluating more of its modules, say), and `page` imports the page itself. Its
 * imports are eager: the same chunks, fetched with the entry, evaluated only when called.
 */
export interface StagedPageEntry {
  readonly stages?: readonly (() => unknown)[];
  readonly page: () => Promise<ComponentType>;
}

/**
 * A route's page as `React.lazy` loads it: all its chunks at once, then the entry, each stage and the
 * page in tasks of their own (ADR 045). One task of all of it was the longest of the page's load.
 */
export const lazyStagedPage = (load: () => Promise<{ default: StagedPageEntry }>) =>
  lazy(async () => {
    const { stages = [], page } = (await load()).default;
    for (const stage of stages) {
      await yieldToMain();
      await stage();
    }
    await yieldToMain();
    return { default: await page() };
  });
