import type { StagedPageEntry } from '@portal/ui/start-up';
import type { ComponentType } from 'react';

// Eager: in the entry's chunks, evaluated only when a stage calls it.
const pageBase = () => import(/* webpackMode: "eager" */ './antd-page-base');

/**
 * The entry of an antd page (`lazyStagedPage`), evaluated in tasks of its own: the entry alone, with the last
 * of its chunks; what every antd page stands on (`antd-page-base`); the theme's tokens; the page with its
 * components. Evaluating the base with the entry made the last chunk's task the longest of the page's load.
 */
export const antdPageEntry = (page: () => Promise<ComponentType>): StagedPageEntry => ({
  stages: [pageBase, () => pageBase().then(({ deriveDesignToken }) => deriveDesignToken())],
  page,
});
