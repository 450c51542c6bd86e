import { WriteGroup } from './write-group';

describe('WriteGroup', () => {
  it("writes concurrent callers' items in one call and gives each its own result", async () => {
    const writes: string[][] = [];
    const group = new WriteGroup<string, string>(async (items) => {
      writes.push(items);
      return items.map((item) => item.toUpperCase());
    }, 10);
    await expect(Promise.all([group.add('a'), group.add('b'), group.add('c')])).resolves.toEqual(['A', 'B', 'C']);
    expect(writes).toEqual([['a', 'b', 'c']]);
  });

  it('gathers the next group while one is written, one write at a time', async () => {
    const writes: number[][] = [];
    let inFlight = 0;
    let most = 0;
    const group = new WriteGroup<number, number>(async (items) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      writes.push(items);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight -= 1;
      return items;
    }, 100);
    const first = group.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([first, group.add(2), group.add(3)]);
    expect(writes).toEqual([[1], [2, 3]]);
    expect(most).toBe(1);
  });

  it('bounds a group by weight and leaves the rest for the next', async () => {
    const writes: number[][] = [];
    const group = new WriteGroup<number, void>(
      async (items) => {
        writes.push(items);
        return items.map(() => undefined);
      },
      5,
      (item) => item,
    );
    await Promise.all([group.add(3), group.add(2), group.add(4), group.add(9)]);
    expect(writes).toEqual([[3, 2], [4], [9]]);
  });

  it("rejects every caller of a group whose write fails, and writes the next group's", async () => {
    let fail = true;
    const group = new WriteGroup<string, string>(async (items) => {
      if (fail) throw new Error('refused');
      return items;
    }, 10);
    const outcomes = await Promise.allSettled([group.add('a'), group.add('b')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(group.add('c')).resolves.toBe('c');
  });
});
