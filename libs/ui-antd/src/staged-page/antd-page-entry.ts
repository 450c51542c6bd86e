import type { StagedPageEntry } from '@portal/ui/start-up';
import type { ComponentType } from 'react';
import { AntdRoot } from '../antd-root';

/**
 * The entry of an antd page (`lazyStagedPage`): evaluating it evaluates `AntdRoot` and antd's base
 * (ConfigProvider, the theme, the locales, dayjs); the page, with its own components, comes in the next task.
 */
export const antdPageEntry = (page: () => Promise<ComponentType>): StagedPageEntry & { readonly root: typeof AntdRoot } => ({
  page,
  root: AntdRoot,
});
