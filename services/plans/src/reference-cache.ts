/** How long a replica serves plans and coverages it read before reading them again (ADR 028). */
export const REFERENCE_TTL_MS = 2000;

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
};

/**
 * One value read from the database and kept for `ttlMs` (ADR 028): concurrent misses share one read;
 * `invalidate()` (after a write of this process commits) makes the next call read again, and a read
 * that started before an invalidation is not kept, so it cannot put back what the write replaced.
 * The value is frozen: callers share it.
 */
export class ReferenceCache<T> {
  private value: { data: T; until: number } | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number = REFERENCE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const value = this.value;
    if (value && this.now() < value.until) return Promise.resolve(value.data);
    return (this.loading ??= this.read());
  }

  invalidate(): void {
    this.generation += 1;
    this.value = null;
    this.loading = null;
  }

  private async read(): Promise<T> {
    const generation = this.generation;
    const started = this.now();
    try {
      const data = deepFreeze(await this.load());
      if (generation === this.generation) this.value = { data, until: started + this.ttlMs };
      return data;
    } finally {
      if (generation === this.generation) this.loading = null;
    }
  }
}
