// npm run lint -> `--check`, npm run format -> `--write`: Prettier on the files changed on this branch
// (see changed-files.mjs), or on the paths given after the flag. Files Prettier does not know, or that
// .prettierignore / .gitignore exclude, are skipped.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { changedFiles } from './changed-files.mjs';

const [mode, ...paths] = process.argv.slice(2);
if (mode !== '--check' && mode !== '--write') {
  console.error('Usage: node tools/format/prettier-changed.mjs --check|--write [paths...]');
  process.exit(2);
}

const { root, base, files } = paths.length ? { root: process.cwd(), base: null, files: paths } : changedFiles();
if (!files.length) {
  console.log(
    `Prettier: no changed files${base ? ` since ${base}` : ''}, nothing to ${mode === '--check' ? 'check' : 'format'}.`,
  );
  process.exit(0);
}
console.log(`Prettier ${mode.slice(2)}: ${files.length} changed file(s)${base ? ` since the merge base with ${base}` : ''}.`);
const prettier = resolve(import.meta.dirname, '../../node_modules/prettier/bin/prettier.cjs');
const result = spawnSync(process.execPath, [prettier, mode, '--ignore-unknown', '--no-error-on-unmatched-pattern', ...files], {
  cwd: root,
  stdio: 'inherit',
});
if (result.status !== 0 && mode === '--check') console.error('Run `npm run format` to format them.');
process.exit(result.status ?? 1);
