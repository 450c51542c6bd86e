import { theme } from 'antd';
import { PORTAL_THEME } from '../portal-theme';

/** What every antd page stands on: `AntdRoot` with antd's ConfigProvider, locales and dayjs, and antd's theme. */
export { AntdRoot } from '../antd-root';

/** The theme's tokens, derived once before the first render (which then does a third less). */
export const deriveDesignToken = () => theme.getDesignToken(PORTAL_THEME);
