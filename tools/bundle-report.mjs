#!/usr/bin/env node
// Prints the JavaScript (gzip) each budgeted page really fetches and each remoteEntry's size, and
// exits 1 when over budget (issue 20 §1, ADR 030).
//   node tools/bundle-report.mjs        (after building the five apps)
// Counted from the production builds' chunk graphs, each file once:
//   landing:  shell/dist/landing-stats.json: the `landing` entry + the `page` chunk group (React,
//             strings, sign-in page); the OIDC client (`sign-in`, `oidc-client`) loads on the Login click.
//   app:      the landing entry (it decides), then from shell/dist/bundle-stats.json the `main` entry,
//             the `bootstrap` chunk group and the chunks of every shared module the shell provides
//             (it consumes them all at start-up; the remotes use the shell's).
//   a remote page: remoteEntry.js + the `./Routes` expose's sync chunks (mf-manifest.json) + the
//             chunk group `page-<route id>` of that page (its bundle-stats.json) and those it loads later
//             (LATER: the claim form, fetched when a member search starts) + the remote's own copy of
//             each shared module the page consumes and the shell does not provide. A LATER group that
//             brings no script of its own fails the report: a static import pulled it into the first load.
// It also fails when a remote's CSS reaches outside its root (tools/remote-css-report.mjs, ADR 054).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES } from './remotes.mjs';
import { selectorsOutsideRoom } from './remote-css-report.mjs';

const root = resolve(import.meta.dirname, '..');
const KB = 1024;
const BUDGET = { landing: 100 * KB, dashboard: 200 * KB, newClaim: 350 * KB, remoteEntry: 30 * KB };
/**
 * A budget not met yet (docs/performance.md says what stands in the way): until it is, CI holds the page to
 * a ceiling just above its last figure, so it can only shrink; lower it with it.
 */
const CEILING = {};
const FIRST_REMOTE = REMOTES[0].project;
/** Chunk groups a page loads after its first paint that still belong to its route's total (the claim form). */
const LATER = { 'page-new-claim': ['claim-form'] };
/** The chunk group of a remote's `./Routes` expose. */
const ROUTES_GROUP = '__federation_expose_Routes';

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const distOf = (app) => {
  const dist = join(root, app, 'dist');
  if (!existsSync(dist)) throw new Error(`${app}/dist is missing: build the apps first`);
  return dist;
};
const readJson = (dist, file) => {
  const path = join(dist, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: build the apps in production mode`);
  return JSON.parse(readFileSync(path, 'utf8'));
};

/** A set of files of one dist, each counted once, gzip level 9. */
const filesOf = (dist, ...lists) => ({ dist, files: new Set(lists.flat()) });
const gzipSize = ({ dist, files }) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
const groupOf = (stats, name, where) => {
  const files = stats.chunkGroups[name];
  if (!files) throw new Error(`${where} has no ${name} chunk group`);
  return files;
};

const shellDist = distOf('shell');
const landingStats = readJson(shellDist, 'landing-stats.json');
const shellStats = readJson(shellDist, 'bundle-stats.json');
const landingEntry = gzipSize(filesOf(shellDist, groupOf(landingStats, 'landing', 'landing-stats.json')));
const landing = landingEntry + gzipSize(filesOf(shellDist, groupOf(landingStats, 'page', 'landing-stats.json')));
const signIn = gzipSize(
  filesOf(shellDist, groupOf(landingStats, 'sign-in', 'landing-stats.json'), landingStats.chunkGroups['oidc-client'] ?? []),
);
const app =
  landingEntry +
  gzipSize(
    filesOf(
      shellDist,
      groupOf(shellStats, 'main', 'bundle-stats.json'),
      groupOf(shellStats, 'bootstrap', 'bundle-stats.json'),
      ...Object.values(shellStats.provided ?? {}),
    ),
  );

const remoteSizes = (project) => {
  const dist = distOf(project);
  const manifest = readJson(dist, 'mf-manifest.json');
  const routes = manifest.exposes.find((expose) => expose.path === './Routes');
  if (!routes || manifest.exposes.length !== 1) throw new Error(`${project} must expose exactly ./Routes`);
  const stats = readJson(dist, 'bundle-stats.json');
  const entry = gzipSize(filesOf(dist, manifest.metaData.remoteEntry.name));
  const base = gzipSize(filesOf(dist, manifest.metaData.remoteEntry.name, routes.assets.js.sync));
  // A shared module the shell does not provide comes from the remote's own copy.
  const ownShared = (name) =>
    (stats.consumes?.[name] ?? []).filter((key) => !shellStats.provided?.[key]).flatMap((key) => stats.provided?.[key] ?? []);
  const pages = Object.fromEntries(
    Object.keys(stats.chunkGroups)
      .filter((name) => name.startsWith('page-'))
      .map((name) => {
        for (const later of LATER[name] ?? []) {
          const firstLoad = new Set(groupOf(stats, name, `${project} bundle-stats.json`));
          const own = groupOf(stats, later, `${project} bundle-stats.json`).filter(
            (file) => file.endsWith('.js') && !firstLoad.has(file),
          );
          if (!own.length) failures.push(`${project} ${later} loads with ${name}: a static import pulled it into the first load`);
        }
        const groups = [name, ...(LATER[name] ?? [])];
        const files = groups.flatMap((group) => [...groupOf(stats, group, `${project} bundle-stats.json`), ...ownShared(group)]);
        return [name, gzipSize(filesOf(dist, files, ownShared(ROUTES_GROUP)))];
      }),
  );
  return { entry, base, pages };
};

const failures = [];
const notMet = [];
const check = (label, size, budget, ceiling) => {
  const met = size <= budget;
  if (!met) notMet.push(label);
  const limit = met || ceiling === undefined ? budget : ceiling;
  const note = met ? '' : ceiling === undefined ? '  OVER' : `  not met yet; ceiling ${kb(ceiling)}`;
  console.log(`${label.padEnd(48)} ${kb(size).padStart(9)}   (budget ${kb(budget)}${note})`);
  if (size > limit) failures.push(`${label} ${kb(size)} > ${kb(limit)}`);
};

console.log(`shell landing entry (decides landing or app)       ${kb(landingEntry)}`);
console.log(`shell sign-in on the Login click (OIDC client)     ${kb(signIn)}`);
console.log(`shell app (landing entry + main + bootstrap + shared) ${kb(app)}`);
const remotes = Object.fromEntries(REMOTES.map(({ project }) => [project, remoteSizes(project)]));
for (const [project, { entry, base, pages }] of Object.entries(remotes)) {
  console.log(`${project.padEnd(16)} remoteEntry.js + routes ${kb(base)}   remoteEntry.js ${kb(entry)}`);
  for (const [page, size] of Object.entries(pages)) console.log(`${''.padEnd(16)}   ${page.padEnd(30)} ${kb(size)}`);
  if (entry > BUDGET.remoteEntry) failures.push(`${project} remoteEntry.js ${kb(entry)} > ${kb(BUDGET.remoteEntry)}`);
}

const first = remotes[FIRST_REMOTE];
const remotePage = (page) => {
  if (first.pages[page] === undefined) throw new Error(`${FIRST_REMOTE} has no ${page} chunk group (see its bundle-stats.json)`);
  return app + first.base + first.pages[page];
};
console.log();
check('sign-in landing `/` (not signed in)', landing, BUDGET.landing);
check(`provider dashboard first load (app + ${FIRST_REMOTE})`, remotePage('page-dashboard'), BUDGET.dashboard, CEILING.dashboard);
check('new-claim route in total', remotePage('page-new-claim'), BUDGET.newClaim, CEILING.newClaim);

const outsideRoom = selectorsOutsideRoom(root);
for (const { remote, file, selector } of outsideRoom)
  failures.push(`${remote}/dist/${file}: \`${selector}\` reaches outside the remote's root`);
console.log(`remote CSS selectors reaching outside their root     ${outsideRoom.length}`);

if (failures.length) {
  console.error(`Over budget, loaded too early, or styling outside its room:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(notMet.length ? `Within ceiling; budget not met yet: ${notMet.join(', ')}.` : 'Within budget.');
