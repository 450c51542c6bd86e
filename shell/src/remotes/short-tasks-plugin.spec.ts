import { shortTasksPlugin } from './short-tasks-plugin';

describe('shortTasksPlugin', () => {
  afterEach(() => jest.useRealTimers());

  it("starts a remote's container and runs its exposed module each after a yield, changing nothing", async () => {
    jest.useFakeTimers();
    const plugin = shortTasksPlugin();
    const options = { shareScope: {}, initScope: [], remoteEntryInitOptions: {} } as unknown as Parameters<
      NonNullable<typeof plugin.beforeInitContainer>
    >[0];
    let started: unknown;
    void Promise.resolve(plugin.beforeInitContainer?.(options)).then((result) => (started = result));
    let executed = false;
    void Promise.resolve(plugin.beforeExecuteFactory?.({} as never)).then(() => (executed = true));
    await Promise.resolve();
    expect([started, executed]).toEqual([undefined, false]);
    await jest.runAllTimersAsync();
    expect(started).toBe(options);
    expect(executed).toBe(true);
  });
});
