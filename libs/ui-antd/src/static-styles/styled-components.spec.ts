import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { STYLED_COMPONENTS } from './styled-components';

const workspaceRoot = resolve(__dirname, '../../../..');
/** Not components, or styled by something else: the theme API and the provider that applies it. */
const UNSTYLED = new Set(['ConfigProvider', 'theme']);

/** Every value the web apps import from 'antd' (types aside). */
const antdImports = (): Map<string, string> => {
  const files = execFileSync('git', ['ls-files', 'shell/src', 'mf-*/src/*', 'libs/*/src/*'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file));
  const found = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(resolve(workspaceRoot, file), 'utf8');
    for (const [, typeOnly, names] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'antd'/g)) {
      if (typeOnly) continue;
      for (const name of (names ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')) {
        if (name && !name.startsWith('type ')) found.set(name, file);
      }
    }
  }
  return found;
};

describe('STYLED_COMPONENTS', () => {
  it('lists every antd component the apps import, so none renders unstyled', () => {
    const imported = antdImports();
    expect(imported.size).toBeGreaterThan(10);
    const missing = [...imported].filter(
      ([name]) => !UNSTYLED.has(name) && !(STYLED_COMPONENTS as readonly string[]).includes(name),
    );
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });
});
