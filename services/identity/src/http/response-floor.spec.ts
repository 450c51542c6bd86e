import { responseFloor } from './response-floor';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('responseFloor', () => {
  it('waits out the rest of the floor after quick work', async () => {
    const started = performance.now();
    const floor = responseFloor(60);
    await sleep(10);
    await floor();
    // Node's timers may fire up to a millisecond early (libuv's clock is read once per loop turn).
    expect(performance.now() - started).toBeGreaterThanOrEqual(58);
  });

  it('adds nothing after work longer than the floor', async () => {
    const floor = responseFloor(10);
    await sleep(30);
    const started = performance.now();
    await floor();
    expect(performance.now() - started).toBeLessThan(10);
  });
});
