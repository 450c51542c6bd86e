import { progressReporter } from './import-legacy';

const stream = (isTTY: boolean) => {
  const written: string[] = [];
  return { written, stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream };
};

describe('import progress', () => {
  it('redraws a bar in place on a terminal and ends the line when finished', () => {
    const { written, stream: tty } = stream(true);
    const progress = progressReporter(tty, 0);
    progress.update('reading', 50, 100, 10);
    progress.update('saving', 2, 2, 20);
    progress.finish();
    expect(written[0]).toMatch(/^\rreading \[#{15}-{15}\] {2}50% {2}10 rows$/);
    expect(written[1]).toMatch(/^\rsaving {2}\[#{30}\] 100% {2}20 rows$/);
    expect(written[2]).toBe('\n');
  });

  it('writes a plain line at most once per interval elsewhere, plus once when a phase completes', () => {
    const { written, stream: log } = stream(false);
    const progress = progressReporter(log, 60_000);
    for (let row = 1; row <= 5; row++) progress.update('reading', 100, 100, row);
    progress.update('saving', 1, 3, 5);
    progress.update('saving', 3, 3, 5);
    progress.finish();
    expect(written).toEqual([
      'import:legacy reading 100% (1 rows read)\n',
      'import:legacy saving 100% (5 rows read, 3/3 profiles saved)\n',
    ]);
  });
});
