interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, letting the browser paint and answer input between
 * two pieces of start-up work (ADR 045). `scheduler.yield()` resumes ahead of other queued tasks where
 * the browser has it; elsewhere a zero timeout does the same, later.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
