// antd's styles as one static stylesheet, made at build time (ADR 044): the apps run antd in zero-runtime
// mode, so no component computes and injects its CSS while the page starts (that work was the signed-in
// pages' longest tasks).
import { createRequire } from 'node:module';

const require = createRequire(createRequire(import.meta.url).resolve('antd'));
const React = require('react');
const { renderToString } = require('react-dom/server');
const antd = require('antd');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');

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

/**
 * The CSS antd would inject at run time for `components` (antd export names) under `theme`: component
 * styles only (the theme's CSS variables stay at run time, set by ConfigProvider). `theme.hashed` must be
 * false, as in the apps, so the selectors are antd's plain class names.
 */
export function antdStaticCss({ theme, components }) {
  if (theme.hashed !== false) throw new Error('antdStaticCss: the theme must set hashed: false');
  const unknown = components.filter((name) => typeof antd[name] !== 'function' && typeof antd[name] !== 'object');
  if (unknown.length) throw new Error(`antdStaticCss: antd exports no ${unknown.join(', ')}`);
  const cache = createCache();
  const tree = components.map((name) =>
    h(React.Fragment, { key: name }, RENDERINGS[name] ? RENDERINGS[name](antd[name]) : h(antd[name])),
  );
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, tree)));
  return extractStyle(cache, { plain: true, types: ['style'] });
}
