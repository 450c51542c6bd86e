import { antdStaticCss, antdThemeStyles } from './antd-static-css.mjs';
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

describe('antdThemeStyles', () => {
  const theme = { ...THEME, cssVar: { key: 'css-var-test' } };
  const styles = (components) => antdThemeStyles({ theme, components }).match(/<style[^>]*>[^<]*<\/style>/g);

  it("writes the tokens' and each component's CSS variables as antd's <style> elements, under the theme's key", () => {
    const [tokens, ...rest] = [...styles(['Button'])].sort((a, b) => b.length - a.length);
    expect(tokens).toMatch(/^<style [^>]*data-token-hash="css-var-test"[^>]*>\.css-var-test\{--ant-blue:/);
    expect(tokens).toContain('--ant-color-primary:#0b5cab;');
    expect(rest).toEqual([expect.stringContaining('>.css-var-test.ant-btn{--ant-button-')]);
  });

  it('names the tokens as the browser looks for them, not as the extraction does, and leaves nested keys out', () => {
    const tags = styles(['Modal']);
    // @emotion/hash of "css-var-css-var-test", the id useCacheToken gives the tokens' style at run time.
    expect(tags.filter((tag) => tag.includes('>.css-var-test{'))).toEqual([expect.stringContaining('data-css-hash="1rh9mmg"')]);
    expect(tags.every((tag) => tag.includes('data-token-hash="css-var-test"'))).toBe(true);
  });

  it('refuses a theme without a fixed key (antd would make one up per provider)', () => {
    expect(() => antdThemeStyles({ theme: THEME, components: ['Button'] })).toThrow('cssVar.key');
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
