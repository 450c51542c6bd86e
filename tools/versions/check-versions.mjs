// `npm run check:versions` (issue 19 §6): a shared Module Federation singleton cannot change without a
// version bump. Each singleton's released version and the fingerprint of its source at that version are
// kept in tools/versions/singletons.json; the check fails when a library's source no longer matches the
// fingerprint of the version it carries. After a bump in libs/<name>/package.json,
// `npm run check:versions -- --record` writes the new fingerprint (and refuses to without a bump).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newerVersion, SINGLETONS } from './singletons.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ledgerPath = join(root, 'tools/versions/singletons.json');
const isTest = (file) => /\.(spec|test)\.[cm]?[jt]sx?$/.test(file) || file.split('/').includes('testing');

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** What a remote built against the library gets: its shipped source (tests aside) and its dependencies. */
export function fingerprint(name) {
  const dir = join(root, 'libs', name);
  const hash = createHash('sha256');
  const {
    dependencies = {},
    peerDependencies = {},
    exports = null,
  } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  hash.update(JSON.stringify({ dependencies, peerDependencies, exports }));
  for (const file of filesUnder(join(dir, 'src'))
    .map((path) => relative(dir, path).split('\\').join('/'))
    .filter((path) => !isTest(path))
    .sort()) {
    hash.update(`\0${file}\0`).update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex');
}

const versionOf = (name) => JSON.parse(readFileSync(join(root, 'libs', name, 'package.json'), 'utf8')).version;

const ledger = JSON.parse(readFileSync(ledgerPath, 'utf8'));
const record = process.argv.includes('--record');
const problems = [];
for (const name of SINGLETONS) {
  const version = versionOf(name);
  const released = ledger[name];
  const source = fingerprint(name);
  if (released?.source === source) {
    if (released.version !== version)
      problems.push(`libs/${name}: version ${version}, but its source is still ${released.version}'s`);
    continue;
  }
  if (record && (!released || newerVersion(version, released.version))) {
    ledger[name] = { version, source };
    console.log(`libs/${name}: ${version} recorded`);
  } else if (record) {
    problems.push(`libs/${name}: changed since ${released.version}; bump "version" in libs/${name}/package.json above it first`);
  } else {
    problems.push(
      `libs/${name}: its source changed since ${released?.version ?? 'no release'}. A remote built against it would be served the ` +
        `shell's older copy: bump "version" in libs/${name}/package.json, then run npm run check:versions -- --record`,
    );
  }
}
if (record) writeFileSync(ledgerPath, `${JSON.stringify(ledger, null, 2)}\n`);
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`Shared singletons match their versions: ${SINGLETONS.map((name) => `${name} ${versionOf(name)}`).join(', ')}`);
