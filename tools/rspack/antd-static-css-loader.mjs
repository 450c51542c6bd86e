// Rspack loader for `@portal/ui-antd`'s static-styles/antd-static.css: replaces the placeholder with the CSS
// of the components its `styled-components.ts` lists, under `portal-theme.ts` (Node strips their types).
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { antdStaticCss } from './antd-static-css.mjs';

const importFresh = (path) => import(`${pathToFileURL(path).href}?mtime=${statSync(path).mtimeMs}`);

/** Why this Node cannot build the stylesheet, if it cannot: it imports two TypeScript files as they are. */
export const unsupportedNode = (features = process.features, version = process.version) =>
  features.typescript
    ? null
    : `antd's stylesheet needs a Node that strips TypeScript types (24, which npm's scripts run from node_modules/node), not ${version}: run the build through npm`;

export default function antdStaticCssLoader() {
  const callback = this.async();
  const unsupported = unsupportedNode();
  if (unsupported) return callback(new Error(unsupported));
  const { theme, components } = this.getOptions();
  this.addDependency(theme);
  this.addDependency(components);
  Promise.all([importFresh(theme), importFresh(components)])
    .then(([{ PORTAL_THEME }, { STYLED_COMPONENTS }]) =>
      callback(null, antdStaticCss({ theme: PORTAL_THEME, components: STYLED_COMPONENTS })),
    )
    .catch(callback);
}
