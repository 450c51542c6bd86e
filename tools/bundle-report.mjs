#!/usr/bin/env node
// Prints the initial JavaScript (gzip) of each built web app and its remoteEntry size, and exits 1
// when over budget (ARCHITECTURE: shell + first remote <= 250 KB, each remoteEntry <= 30 KB).
//   node tools/bundle-report.mjs        (after building the five apps)
// Initial JS, measured conservatively from each dist:
//   shell:  every .js file except chunks named `lazy-*` (loaded on demand, e.g. the French strings);
//   remote: remoteEntry.js + the `./Routes` expose's sync chunks + the chunk group of the page first
//           shown (`page-<route id>` in bundle-stats.json), the shared modules being the shell's.
//   Every other page is loaded when it is opened; each page's own size is printed too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES } from './remotes.mjs';

const root = resolve(import.meta.dirname, '..');
const KB = 1024;
const BUDGET = { shellPlusFirstRemote: 250 * KB, remoteEntry: 30 * KB };
const FIRST_REMOTE = REMOTES[0].project;
/** The page a provider lands on after sign-in (the first remote's home route). */
const FIRST_PAGE = 'page-dashboard';
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
  const { chunkGroups } = JSON.parse(readFileSync(join(dist, 'bundle-stats.json'), 'utf8'));
  const total = (files) => files.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0);
  const entry = gzipSize(join(dist, manifest.metaData.remoteEntry.name));
  const base = entry + total(routes.assets.js.sync);
  const pages = Object.fromEntries(Object.entries(chunkGroups).map(([name, files]) => [name, total(files)]));
  return { entry, base, pages };
};

const failures = [];
const shell = shellInitial();
console.log(`shell            initial JS ${kb(shell)}`);
const remotes = Object.fromEntries(REMOTE_PROJECTS.map((app) => [app, remoteSizes(app)]));
for (const [app, { entry, base, pages }] of Object.entries(remotes)) {
  console.log(`${app.padEnd(16)} remoteEntry.js + routes ${kb(base)}   remoteEntry.js ${kb(entry)}`);
  for (const [page, size] of Object.entries(pages)) console.log(`${''.padEnd(16)}   ${page.padEnd(30)} ${kb(size)}`);
  if (entry > BUDGET.remoteEntry) failures.push(`${app} remoteEntry.js ${kb(entry)} > ${kb(BUDGET.remoteEntry)}`);
}
const first = remotes[FIRST_REMOTE];
if (first.pages[FIRST_PAGE] === undefined)
  throw new Error(`${FIRST_REMOTE} has no ${FIRST_PAGE} chunk group (see bundle-stats.json)`);
const firstLoad = shell + first.base + first.pages[FIRST_PAGE];
console.log(`shell + ${FIRST_REMOTE} (${FIRST_PAGE}) initial JS ${kb(firstLoad)} (budget ${kb(BUDGET.shellPlusFirstRemote)})`);
if (firstLoad > BUDGET.shellPlusFirstRemote)
  failures.push(`shell + ${FIRST_REMOTE} ${kb(firstLoad)} > ${kb(BUDGET.shellPlusFirstRemote)}`);

if (failures.length) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Within budget.');
