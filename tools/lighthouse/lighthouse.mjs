// `npm run lighthouse`: starts the portal on ports of its own, runs Lighthouse (mobile preset, simulated
// throttling) on Debian's Chromium on the sign-in landing and, signed in as the demo provider, on the
// dashboard, New Claim and Search Submissions; prints each page's medians beside the budgets and exits 1
// over budget. LIGHTHOUSE_RUNS (3) runs per page, LIGHTHOUSE_PORT_OFFSET (300), CHROMIUM_PATH,
// LIGHTHOUSE_WALL_TIME (docs/performance.md).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import chromium from '../chromium.json' with { type: 'json' };
import { workspaceRoot } from '../start/settings.mjs';
import { budgetTable, figuresOf, longestTasks, longestTasksLine, medianFigures, overBudget } from './budgets.mjs';
import { startPortal } from './portal.mjs';
import { toThreadTime } from './thread-time.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const OFFSET = Number(process.env.LIGHTHOUSE_PORT_OFFSET ?? 300);
/** LIGHTHOUSE_WALL_TIME=true simulates from the tasks' wall time, as Lighthouse alone does. */
const WALL_TIME = process.env.LIGHTHOUSE_WALL_TIME === 'true';
const DEMO = { username: 'provider', password: 'Demo123!' };
const reportDir = resolve(workspaceRoot, '.cache/lighthouse');

/** What is measured: the landing signed out, then three provider pages signed in (each page's `<h1>` proves it rendered). */
const PAGES = [
  { name: 'sign-in landing /', path: '/', signedIn: false },
  { name: 'provider /dashboard', path: '/dashboard', signedIn: true, heading: 'Home' },
  { name: 'provider /new-claim', path: '/new-claim', signedIn: true, heading: 'New Claim' },
  { name: 'provider /search-submissions', path: '/search-submissions', signedIn: true, heading: 'Search Submissions' },
];

async function signIn(page, shell) {
  await page.goto(`${shell}/`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(Login)').click();
  await page.locator('#username').fill(DEMO.username);
  await page.locator('#password').fill(DEMO.password);
  await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
  await page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 60_000 });
}

/**
 * One Lighthouse navigation on the signed-in tab (its default storage reset empties the HTTP cache, a
 * first load, but not the session storage where the OIDC user lives), gathered, then simulated from
 * the main thread's CPU time (thread-time.mjs) unless LIGHTHOUSE_WALL_TIME=true.
 */
async function measure(page, url, expected, artifactsDir) {
  const flags = { onlyCategories: ['performance'], output: ['html', 'json'], logLevel: 'error' };
  await rm(artifactsDir, { recursive: true, force: true });
  await lighthouse(url, { ...flags, gatherMode: artifactsDir }, undefined, page);
  if (expected) {
    const heading = await page.$eval('h1', (h1) => h1.textContent).catch(() => null);
    if (heading !== expected) throw new Error(`${url} showed the heading "${heading}", not "${expected}"`);
  }
  const { BenchmarkIndex } = JSON.parse(await readFile(resolve(artifactsDir, 'artifacts.json'), 'utf8'));
  if (!WALL_TIME) {
    const traceFile = resolve(artifactsDir, 'trace.json');
    await writeFile(traceFile, JSON.stringify(toThreadTime(JSON.parse(await readFile(traceFile, 'utf8')))));
  }
  const result = await lighthouse(url, { ...flags, auditMode: artifactsDir });
  await rm(artifactsDir, { recursive: true, force: true });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not signed in?`);
  const tasks = longestTasksLine(lhr.audits['first-contentful-paint'].numericValue, longestTasks(lhr));
  return { figures: figuresOf(lhr), tasks, report: result.report, benchmarkIndex: BenchmarkIndex };
}

async function main() {
  const portal = await startPortal({ offset: OFFSET });
  const browser = await puppeteer
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? chromium.path,
      headless: true,
      args: chromium.args,
    })
    .catch(async (error) => {
      await portal.stop();
      throw error;
    });
  try {
    const page = await browser.newPage();
    const results = [];
    await mkdir(reportDir, { recursive: true });
    for (const target of PAGES) {
      if (target.signedIn && !results.some((r) => r.signedIn)) await signIn(page, portal.shell);
      const url = `${portal.shell}${target.path}`;
      // One unmeasured load first: the servers' first answers (JIT, database caches) are not the page's.
      await page.goto(url, { waitUntil: 'networkidle0' });
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const name = `${target.path.replace(/\W/g, '') || 'landing'}-${run}`;
        const measured = await measure(page, url, target.heading, resolve(reportDir, 'artifacts', name));
        runs.push(measured.figures);
        const f = measured.figures;
        console.log(
          `${target.name} run ${run}/${RUNS}: LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, performance ${f.performance} (BenchmarkIndex ${Math.round(measured.benchmarkIndex)}, load ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores)\n  ${measured.tasks}`,
        );
        const [html, json] = measured.report;
        await writeFile(resolve(reportDir, `${name}.html`), html);
        await writeFile(resolve(reportDir, `${name}.json`), json);
      }
      results.push({ ...target, runs });
    }
    console.log(
      `\nLighthouse ${RUNS > 1 ? `medians of ${RUNS} runs` : '1 run'} (mobile preset, simulated throttling; ranges in brackets; reports in .cache/lighthouse):\n`,
    );
    console.log(budgetTable(results));
    const misses = results.flatMap((r) => overBudget(medianFigures(r.runs)).map((miss) => `${r.name}: ${miss}`));
    if (misses.length) {
      console.error(`\nOver budget:\n  ${misses.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(`npm run lighthouse failed: ${error.stack ?? error.message}`);
  process.exit(2);
});
