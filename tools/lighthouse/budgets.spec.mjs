import { describe, expect, it } from '@jest/globals';
import {
  BUDGETS,
  budgetTable,
  figuresOf,
  longestTasks,
  longestTasksLine,
  median,
  medianFigures,
  overBudget,
} from './budgets.mjs';

const within = { lcpMs: 1800, tbtMs: 90, cls: 0.02, performance: 97, jsBytes: 150 * 1024 };

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([3200, 1800, 2100])).toBe(2100);
  });
  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('refuses no values', () => {
    expect(() => median([])).toThrow('median of nothing');
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median on its own', () => {
    const runs = [
      { lcpMs: 1000, tbtMs: 300, cls: 0, performance: 80, jsBytes: 10 },
      { lcpMs: 3000, tbtMs: 100, cls: 0.2, performance: 99, jsBytes: 10 },
      { lcpMs: 2000, tbtMs: 200, cls: 0.1, performance: 90, jsBytes: 12 },
    ];
    expect(medianFigures(runs)).toEqual({ lcpMs: 2000, tbtMs: 200, cls: 0.1, performance: 90, jsBytes: 10 });
  });
});

describe('figuresOf', () => {
  it('reads the metrics, the score in percent and the scripts’ transfer size from a Lighthouse result', () => {
    const lhr = {
      audits: {
        'largest-contentful-paint': { numericValue: 2345.6 },
        'total-blocking-time': { numericValue: 120 },
        'cumulative-layout-shift': { numericValue: 0.013 },
        'resource-summary': {
          details: {
            items: [
              { resourceType: 'total', transferSize: 900 },
              { resourceType: 'script', transferSize: 700 },
            ],
          },
        },
      },
      categories: { performance: { score: 0.914 } },
    };
    expect(figuresOf(lhr)).toEqual({ lcpMs: 2345.6, tbtMs: 120, cls: 0.013, performance: 91, jsBytes: 700 });
  });
});

describe('overBudget', () => {
  it('passes figures within every budget, the budgets themselves included', () => {
    expect(overBudget(within)).toEqual([]);
    expect(overBudget({ ...BUDGETS, jsBytes: 0 })).toEqual([]);
  });
  it('names every budget a page misses, with the figure and the limit', () => {
    expect(overBudget({ lcpMs: 2600, tbtMs: 460, cls: 0.21, performance: 89, jsBytes: 0 })).toEqual([
      'LCP 2.60 s > 2.50 s',
      'TBT 460 ms > 200 ms',
      'CLS 0.210 > 0.100',
      'performance 89 < 90',
    ]);
  });
});

describe('budgetTable', () => {
  it('prints each page’s medians beside the budgets, with the runs’ range and a verdict', () => {
    const table = budgetTable([
      { name: 'landing', runs: [within] },
      {
        name: 'new claim',
        runs: [
          { ...within, tbtMs: 250 },
          { ...within, tbtMs: 150 },
          { ...within, tbtMs: 300 },
        ],
      },
    ]);
    expect(table.split('\n')).toEqual([
      'Page       LCP (<= 2.50 s)     TBT (<= 200 ms)   CLS (<= 0.100)       Perf (>= 90)  JS sent    Verdict',
      '---------  ------------------  ----------------  -------------------  ------------  ---------  -------',
      'landing    1.80 s              90 ms             0.020                97            150.0 KiB  ok',
      'new claim  1.80 s [1.80-1.80]  250 ms [150-300]  0.020 [0.020-0.020]  97 [97-97]    150.0 KiB  OVER',
    ]);
  });
});

describe('longestTasks', () => {
  const lhr = {
    audits: {
      'long-tasks': {
        details: {
          items: [
            { url: 'http://localhost:4500/main.f7e28c173d.js', startTime: 1793.4, duration: 96.2 },
            { url: 'Unattributable', startTime: 608.9, duration: 92 },
            { url: 'http://localhost:4500/search-submissions', startTime: 752, duration: 75 },
            { url: 'http://localhost:4501/229.3fafc5c0e1.css', startTime: 4379, duration: 101.4 },
          ],
        },
      },
    },
  };

  it('lists the longest simulated tasks first, each with its start and the file it ran', () => {
    expect(longestTasks(lhr, 3)).toEqual([
      { startMs: 4379, durationMs: 101.4, source: '229.3fafc5c0e1.css' },
      { startMs: 1793.4, durationMs: 96.2, source: 'main.f7e28c173d.js' },
      { startMs: 608.9, durationMs: 92, source: 'Unattributable' },
    ]);
  });

  it('lists none when Lighthouse found no long task', () => {
    expect(longestTasks({ audits: {} })).toEqual([]);
    expect(longestTasksLine(755, [])).toBe('FCP 0.76 s; longest tasks: none');
  });

  it('prints them on one line beside FCP, since only their time after FCP counts', () => {
    expect(longestTasksLine(755.2, longestTasks(lhr, 2))).toBe(
      'FCP 0.76 s; longest tasks: 101 ms 229.3fafc5c0e1.css at 4.38 s, 96 ms main.f7e28c173d.js at 1.79 s',
    );
  });
});
