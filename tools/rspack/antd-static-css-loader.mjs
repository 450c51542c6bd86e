// Rspack loader for `@portal/ui-antd`'s static-styles/antd-static.css: replaces the placeholder with the CSS
// of the components its `styled-components.ts` lists, under `portal-theme.ts` (Node strips their types).
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { antdStaticCss } from './antd-static-css.mjs';

const importFresh = (path) => import(`${pathToFileURL(path).href}?mtime=${statSync(path).mtimeMs}`);

export default function antdStaticCssLoader() {
  const callback = this.async();
  const { theme, components } = this.getOptions();
  this.addDependency(theme);
  this.addDependency(components);
  Promise.all([importFresh(theme), importFresh(components)])
    .then(([{ PORTAL_THEME }, { STYLED_COMPONENTS }]) =>
      callback(null, antdStaticCss({ theme: PORTAL_THEME, components: STYLED_COMPONENTS })),
    )
    .catch(callback);
}
