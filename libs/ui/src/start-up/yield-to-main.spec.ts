import { yieldToMain } from './yield-to-main';

describe('yielding to the main thread', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes after a zero timeout, not within the current task', async () => {
    jest.useFakeTimers();
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.runOnlyPendingTimers();
    await yielded;
    expect(resumed).toBe(true);
  });
});
