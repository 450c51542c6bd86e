import { antdStaticCss } from './antd-static-css.mjs';
import { unsupportedNode } from './antd-static-css-loader.mjs';

const THEME = { hashed: false, token: { colorPrimary: '#0b5cab' } };

describe('antdStaticCss', () => {
  it("writes a component's styles with antd's plain class names, reading the theme's tokens as CSS variables", () => {
    const css = antdStaticCss({ theme: THEME, components: ['Button'] });
    expect(css).toContain('.ant-btn{');
    expect(css).toContain('var(--ant-color-primary)');
    expect(css).not.toContain(':where(.css-');
    expect(css).not.toContain('.ant-table');
  });

  it('carries the parts a component registers only when rendered in full (a modal confirm, a search input)', () => {
    const css = antdStaticCss({ theme: THEME, components: ['Modal', 'Input'] });
    expect(css).toContain('.ant-modal-confirm');
    expect(css).toContain('.ant-input-search');
  });

  it('refuses a hashed theme (its selectors would not match the apps) and a name antd does not export', () => {
    expect(() => antdStaticCss({ theme: { token: {} }, components: ['Button'] })).toThrow('hashed: false');
    expect(() => antdStaticCss({ theme: THEME, components: ['Buton'] })).toThrow('antd exports no Buton');
  });
});

describe('the stylesheet loader', () => {
  it('says which Node it needs when this one cannot strip TypeScript types', () => {
    expect(unsupportedNode({ typescript: 'strip' }, 'v24.21.0')).toBeNull();
    expect(unsupportedNode({}, 'v20.20.2')).toMatch(
      /Node that strips TypeScript types .* not v20\.20\.2: run the build through npm/,
    );
  });
});
