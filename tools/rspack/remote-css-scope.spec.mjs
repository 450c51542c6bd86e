import { rspack } from '@rspack/core';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RemoteCssScopePlugin, remoteRoot, scopeRemoteCss, scopeSelector, staysInRoom } from './remote-css-scope.mjs';

const root = remoteRoot('provider');

describe('staysInRoom', () => {
  it.each(['.ant-btn', '.ant-table a:focus-visible', 'a.ant-typography', '[class^="ant-"] a', ':where(.ant-x, .ant-y) a'])(
    'keeps %s, tied to a class of its own',
    (selector) => expect(staysInRoom(selector, { root })).toBe(true),
  );

  it.each([
    'a',
    'a:focus',
    'a:focus-visible',
    'a[disabled]',
    '*',
    'html',
    'body',
    ':root',
    ':focus-visible',
    ':not(.ant-x) a',
    ':is(.ant-x, a)',
  ])('finds %s reaching outside', (selector) => expect(staysInRoom(selector, { root })).toBe(false));

  it("counts the root, with or without its quotes, and not the shell's classes", () => {
    expect(staysInRoom(':where([data-remote=provider]) a:focus', { root })).toBe(true);
    expect(staysInRoom('[data-remote="admin"] a', { root })).toBe(false);
    expect(staysInRoom('.footer a', { root, shellClasses: new Set(['footer']) })).toBe(false);
  });
});

describe('scopeSelector', () => {
  it.each([
    ['a:focus', ':where([data-remote="provider"]) a:focus'],
    ['body', ':where([data-remote="provider"])'],
    [':root', ':where([data-remote="provider"])'],
    ['html body > a', ':where([data-remote="provider"]) a'],
    ['*', ':where([data-remote="provider"]) *'],
  ])('scopes %s to the root', (selector, scoped) => expect(scopeSelector(selector, root)).toBe(scoped));
});

describe('scopeRemoteCss', () => {
  it("puts the page-wide rules under the root in the remote's layer, in place, and leaves the rest", () => {
    const css = [
      '.ant-btn{color:red}',
      'a,.ant-link{outline:0}',
      '@media (max-width:575px){a:focus-visible{outline:none}}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
    ].join('');
    expect(scopeRemoteCss(css, { root })).toBe(
      [
        '.ant-btn{color:red}',
        '@layer remote-defaults{:where([data-remote="provider"]) a{outline:0}}.ant-link{outline:0}',
        '@media (max-width:575px){@layer remote-defaults{:where([data-remote="provider"]) a:focus-visible{outline:none}}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
      ].join(''),
    );
  });
});

describe('RemoteCssScopePlugin', () => {
  let dir;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'remote-css-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('scopes the CSS a build emits, also once minified', async () => {
    await writeFile(join(dir, 'styles.css'), 'a:focus { outline: 0 }\n.ant-btn:focus { outline: 0 }\n');
    await writeFile(join(dir, 'entry.js'), "import './styles.css';\n");
    await new Promise((resolve, reject) =>
      rspack(
        {
          mode: 'production',
          context: dir,
          entry: './entry.js',
          output: { path: join(dir, 'dist') },
          module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
          plugins: [new RemoteCssScopePlugin({ name: 'provider' })],
        },
        (error, stats) => (error || stats.hasErrors() ? reject(error ?? stats.toString()) : resolve(stats)),
      ),
    );
    const [file] = (await readdir(join(dir, 'dist'))).filter((name) => name.endsWith('.css'));
    const css = await readFile(join(dir, 'dist', file), 'utf8');
    expect(css).toContain('@layer remote-defaults{:where([data-remote=provider]) a:focus{outline:0}}');
    expect(css).toContain('.ant-btn:focus{outline:0}');
  });
});
