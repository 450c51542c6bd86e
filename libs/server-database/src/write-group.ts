interface Waiter<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/** How a `WriteGroup` writes: every item of a group in one call, a result per item in the same order. */
export type GroupWrite<T, R> = (items: T[]) => Promise<R[]>;

/**
 * Group commit (ADR 038): concurrent callers' items written together, one `write` in flight per group
 * at a time. An idle process writes on the next turn of the event loop; while a write is in flight
 * the next group gathers. Each caller's promise settles only once its group's write has returned:
 * with its own result, or with the group's error (then the write must have written none of them).
 * `weight` (1 an item by default) bounds a group: a full group leaves the rest for the next.
 */
export class WriteGroup<T, R> {
  private queue: Waiter<T, R>[] = [];
  private writing = false;
  private scheduled = false;

  constructor(
    private readonly write: GroupWrite<T, R>,
    private readonly maxWeight: number,
    private readonly weight: (item: T) => number = () => 1,
  ) {}

  /** Resolves with `item`'s result once the group it went out with has been written. */
  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.writing || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.writing || !this.queue.length) return;
    this.writing = true;
    const group: Waiter<T, R>[] = [];
    let weight = 0;
    while (this.queue.length) {
      const next = this.weight((this.queue[0] as Waiter<T, R>).item);
      if (group.length && weight + next > this.maxWeight) break;
      group.push(this.queue.shift() as Waiter<T, R>);
      weight += next;
    }
    try {
      const results = await this.write(group.map((waiter) => waiter.item));
      group.forEach((waiter, i) => waiter.resolve(results[i] as R));
    } catch (error) {
      for (const waiter of group) waiter.reject(error);
    } finally {
      this.writing = false;
      if (this.queue.length) this.schedule();
    }
  }
}
