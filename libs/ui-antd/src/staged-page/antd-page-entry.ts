import type { StagedPageEntry } from '@portal/ui/start-up';
import { theme } from 'antd';
import type { ComponentType } from 'react';
import { AntdRoot } from '../antd-root';
import { PORTAL_THEME } from '../portal-theme';

/**
 * The entry of an antd page (`lazyStagedPage`), loaded in three tasks: `AntdRoot` with antd's theme,
 * locales and dayjs (the entry's own evaluation); the theme's tokens, derived once before the first
 * render (it then does a third less); the page with its components. `root` keeps `AntdRoot` imported:
 * this package is free of side effects, so an import nothing reads would be dropped from the entry.
 */
export const antdPageEntry = (page: () => Promise<ComponentType>): StagedPageEntry & { readonly root: typeof AntdRoot } => ({
  stages: [() => theme.getDesignToken(PORTAL_THEME)],
  page,
  root: AntdRoot,
});
