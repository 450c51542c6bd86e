import { ReferenceCache } from './reference-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((ok) => (resolve = ok));
  return { promise, resolve };
};

describe('ReferenceCache', () => {
  let now: number;
  let reads: number;
  const cache = (load: () => Promise<{ n: number }> = async () => ({ n: ++reads })) => new ReferenceCache(load, 2000, () => now);

  beforeEach(() => {
    now = 1_000;
    reads = 0;
  });

  it('reads once while fresh, and again once the TTL has passed', async () => {
    const c = cache();
    expect(await c.get()).toEqual({ n: 1 });
    now += 1999;
    expect(await c.get()).toEqual({ n: 1 });
    now += 1;
    expect(await c.get()).toEqual({ n: 2 });
  });

  it('reads again on the next call after an invalidation', async () => {
    const c = cache();
    await c.get();
    c.invalidate();
    expect(await c.get()).toEqual({ n: 2 });
    expect(reads).toBe(2);
  });

  it('shares one read between concurrent misses', async () => {
    const c = cache();
    const [a, b] = await Promise.all([c.get(), c.get()]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
  });

  it('does not keep a read that started before an invalidation', async () => {
    const first = deferred<{ n: number }>();
    let call = 0;
    const c = cache(() => (++call === 1 ? first.promise : Promise.resolve({ n: 2 })));
    const stale = c.get();
    c.invalidate(); // a write committed while the first read was under way
    expect(await c.get()).toEqual({ n: 2 });
    first.resolve({ n: 1 });
    expect(await stale).toEqual({ n: 1 });
    expect(await c.get()).toEqual({ n: 2 });
    expect(call).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const c = cache(async () => {
      if (fail) throw new Error('down');
      return { n: 1 };
    });
    await expect(c.get()).rejects.toThrow('down');
    fail = false;
    expect(await c.get()).toEqual({ n: 1 });
  });

  it('freezes what it shares', async () => {
    const c = new ReferenceCache(
      async () => [{ coverages: [{ name: 'Physiotherapy' }] }],
      2000,
      () => now,
    );
    const value = await c.get();
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value[0]?.coverages[0])).toBe(true);
  });
});
