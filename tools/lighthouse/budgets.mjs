/** Issue 20's budgets for every measured page (Lighthouse mobile preset). */
export const BUDGETS = { lcpMs: 2500, tbtMs: 200, cls: 0.1, performance: 90 };

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  if (!values.length) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures this runner reads from one Lighthouse result (LHR). */
export function figuresOf(lhr) {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    performance: Math.round(lhr.categories.performance.score * 100),
    jsBytes: scripts?.transferSize ?? 0,
  };
}

/**
 * The longest main-thread tasks of one run as Lighthouse simulated them (4x slower), longest first, each with
 * where it started and the script it ran (the page's own document or "Unattributable" otherwise): what to
 * shorten when TBT is over. Only their time past 50 ms, and only after FCP, counts towards TBT.
 */
export function longestTasks(lhr, count = 5) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((item) => ({ startMs: item.startTime, durationMs: item.duration, source: sourceName(item.url) }));
}

const sourceName = (url = '') => (/^https?:/.test(url) ? new URL(url).pathname.split('/').pop() || '/' : url || '?');

/** One line of `longestTasks`, with FCP for reference: `FCP 0.75 s; 166 ms main.js at 1.79 s, …`. */
export const longestTasksLine = (fcpMs, tasks) =>
  `FCP ${seconds(fcpMs)}; longest tasks: ${tasks.map((t) => `${ms(t.durationMs)} ${t.source} at ${seconds(t.startMs)}`).join(', ') || 'none'}`;

/** Each figure's median over a page's runs (each metric on its own, as Lighthouse's docs advise for several runs). */
export function medianFigures(runs) {
  const keys = ['lcpMs', 'tbtMs', 'cls', 'performance', 'jsBytes'];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** The budgets a page's figures exceed, as readable lines (empty when it is within all of them). */
export function overBudget(figures, budgets = BUDGETS) {
  const misses = [];
  if (figures.lcpMs > budgets.lcpMs) misses.push(`LCP ${seconds(figures.lcpMs)} > ${seconds(budgets.lcpMs)}`);
  if (figures.tbtMs > budgets.tbtMs) misses.push(`TBT ${ms(figures.tbtMs)} > ${ms(budgets.tbtMs)}`);
  if (figures.cls > budgets.cls) misses.push(`CLS ${cls(figures.cls)} > ${cls(budgets.cls)}`);
  if (figures.performance < budgets.performance) misses.push(`performance ${figures.performance} < ${budgets.performance}`);
  return misses;
}

const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
const ms = (value) => `${Math.round(value)} ms`;
const cls = (value) => value.toFixed(3);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The report: one row per page, each figure beside its budget, and the runs' spread when there were several. */
export function budgetTable(pages, budgets = BUDGETS) {
  const header = [
    'Page',
    `LCP (<= ${seconds(budgets.lcpMs)})`,
    `TBT (<= ${ms(budgets.tbtMs)})`,
    `CLS (<= ${cls(budgets.cls)})`,
    `Perf (>= ${budgets.performance})`,
    'JS sent',
    'Verdict',
  ];
  const rows = pages.map(({ name, runs }) => {
    const figures = medianFigures(runs);
    const range = (key, format) => {
      const values = runs.map((run) => run[key]);
      return runs.length > 1 ? ` [${format(Math.min(...values))}-${format(Math.max(...values))}]` : '';
    };
    return [
      name,
      seconds(figures.lcpMs) + range('lcpMs', (v) => (v / 1000).toFixed(2)),
      ms(figures.tbtMs) + range('tbtMs', Math.round),
      cls(figures.cls) + range('cls', cls),
      String(figures.performance) + range('performance', String),
      kib(figures.jsBytes),
      overBudget(figures, budgets).length ? 'OVER' : 'ok',
    ];
  });
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
