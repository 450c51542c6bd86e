// antd's styles as one static stylesheet, made at build time (ADR 044): the apps run antd in zero-runtime
// mode, so no component computes and injects its CSS while the page starts (that work was the signed-in
// pages' longest tasks).
import { createRequire } from 'node:module';

const require = createRequire(createRequire(import.meta.url).resolve('antd'));
const React = require('react');
const { renderToString } = require('react-dom/server');
const antd = require('antd');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
const hash = createRequire(require.resolve('@ant-design/cssinjs'))('@emotion/hash').default;

const h = React.createElement;
const fragment = (...children) => h(React.Fragment, null, ...children);

/** Components whose every part registers its styles only when rendered so (the rest: `<Component />`). */
const RENDERINGS = {
  Modal: (Modal) =>
    fragment(
      h(Modal),
      h(Modal._InternalPanelDoNotUseOrYouWillBeFired),
      h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' }),
    ),
  Input: (Input) => fragment(h(Input), h(Input.Search), h(Input.TextArea), h(Input.Password)),
  Space: (Space) => fragment(h(Space), h(Space.Compact, null, h(antd.Button))),
  Tag: (Tag) => h(Tag, { color: 'blue' }, 'tag'),
  Dropdown: (Dropdown) => h(Dropdown, { menu: { items: [] } }, h('span')),
};

/** Renders every component once under `theme` with antd's runtime styles on, into a cssinjs cache. */
function renderedCache({ theme, components }) {
  if (theme.hashed !== false) throw new Error('antdStaticCss: the theme must set hashed: false');
  const unknown = components.filter((name) => typeof antd[name] !== 'function' && typeof antd[name] !== 'object');
  if (unknown.length) throw new Error(`antdStaticCss: antd exports no ${unknown.join(', ')}`);
  const cache = createCache();
  const tree = components.map((name) =>
    h(React.Fragment, { key: name }, RENDERINGS[name] ? RENDERINGS[name](antd[name]) : h(antd[name])),
  );
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, tree)));
  return cache;
}

/**
 * The CSS antd would inject at run time for `components` (antd export names) under `theme`: component
 * styles only (the theme's CSS variables are `antdThemeStyles`). `theme.hashed` must be false, as in the
 * apps, so the selectors are antd's plain class names.
 */
export const antdStaticCss = (options) => extractStyle(renderedCache(options), { plain: true, types: ['style'] });

/**
 * The `<style>` elements of the theme's CSS variables (the tokens' and each component's) exactly as antd
 * injects them at run time, for the HTML's head (ADR 047): finding them there, antd leaves them as they are
 * instead of writing each into the page while it starts. `theme.cssVar.key` must be fixed, as in the apps.
 */
export function antdThemeStyles(options) {
  const key = options.theme.cssVar?.key;
  if (!key) throw new Error('antdThemeStyles: the theme must set cssVar.key');
  const tags = extractStyle(renderedCache(options), { types: ['cssVar', 'token'] }).match(/<style[^>]*>[^<]*<\/style>/g) ?? [];
  // A modal's panel nests a ConfigProvider whose key antd makes up: only the theme's own key is the apps'.
  return tags
    .filter((tag) => tag.includes(` data-token-hash="${key}"`))
    .map((tag) => (tag.includes(`>.${key}{`) ? withRuntimeTokenId(tag, key) : tag))
    .join('');
}

/**
 * cssinjs names the tokens' `<style>` by the token's key when it extracts it and by `hash("css-var-" + key)`
 * when it injects it (`useCacheToken`): the head's copy takes the name the browser will look for.
 */
const withRuntimeTokenId = (tag, key) => tag.replace(/ data-css-hash="[^"]*"/, ` data-css-hash="${hash(`css-var-${key}`)}"`);
