#!/usr/bin/env node
// Prints the initial JavaScript (gzip) of each built web app and its remoteEntry size, and exits 1
// when over budget (ARCHITECTURE: shell + first remote <= 250 KB, each remoteEntry <= 30 KB).
//   node tools/bundle-report.mjs        (after building the five apps)
// Initial JS, measured conservatively from each dist:
//   shell:  every .js file except chunks named `lazy-*` (loaded on demand, e.g. the French strings);
//   remote: remoteEntry.js + the `./Routes` expose's sync chunks + ALL its async chunks (every page),
//           the shared modules being the shell's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES } from './remotes.mjs';

const root = resolve(import.meta.dirname, '..');
const KB = 1024;
const BUDGET = { shellPlusFirstRemote: 250 * KB, remoteEntry: 30 * KB };
const FIRST_REMOTE = REMOTES[0].project;
const REMOTE_PROJECTS = REMOTES.map((remote) => remote.project);

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const distOf = (app) => {
  const dist = join(root, app, 'dist');
  if (!existsSync(dist)) throw new Error(`${app}/dist is missing: build the apps first`);
  return dist;
};

const shellInitial = () => {
  const dist = distOf('shell');
  const files = readdirSync(dist).filter((file) => file.endsWith('.js') && !file.startsWith('lazy-'));
  return files.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0);
};

const remoteSizes = (app) => {
  const dist = distOf(app);
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const routes = manifest.exposes.find((expose) => expose.path === './Routes');
  if (!routes || manifest.exposes.length !== 1) throw new Error(`${app} must expose exactly ./Routes`);
  const entry = gzipSize(join(dist, manifest.metaData.remoteEntry.name));
  const chunks = [...routes.assets.js.sync, ...routes.assets.js.async];
  return { entry, initial: entry + chunks.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0) };
};

const failures = [];
const shell = shellInitial();
console.log(`shell            initial JS ${kb(shell)}`);
const remotes = Object.fromEntries(REMOTE_PROJECTS.map((app) => [app, remoteSizes(app)]));
for (const [app, { entry, initial }] of Object.entries(remotes)) {
  console.log(`${app.padEnd(16)} initial JS ${kb(initial)}   remoteEntry.js ${kb(entry)}`);
  if (entry > BUDGET.remoteEntry) failures.push(`${app} remoteEntry.js ${kb(entry)} > ${kb(BUDGET.remoteEntry)}`);
}
const firstLoad = shell + remotes[FIRST_REMOTE].initial;
console.log(`shell + ${FIRST_REMOTE} initial JS ${kb(firstLoad)} (budget ${kb(BUDGET.shellPlusFirstRemote)})`);
if (firstLoad > BUDGET.shellPlusFirstRemote) failures.push(`shell + ${FIRST_REMOTE} ${kb(firstLoad)} > ${kb(BUDGET.shellPlusFirstRemote)}`);

if (failures.length) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Within budget.');
