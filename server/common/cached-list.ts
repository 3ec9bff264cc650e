/**
 * A list that rarely changes (the courses, the tier plans), kept in memory: one database read
 * serves every request until it is invalidated or `maxAgeMs` passes. The age limit is what lets
 * several servers, or a change made straight in the database, agree within that time; a change
 * made through this server calls `invalidate()` and shows at once. Concurrent callers share one
 * read, and a failed read is not kept.
 */
export class CachedList<T> {
  private value?: { items: readonly T[]; at: number };
  private loading?: Promise<readonly T[]>;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T[]>,
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<readonly T[]> {
    if (this.value && this.now() - this.value.at < this.maxAgeMs)
      return Promise.resolve(this.value.items);
    if (!this.loading) {
      const generation = this.generation;
      const at = this.now();
      this.loading = this.load().then(
        (items) => {
          const frozen = Object.freeze([...items]);
          // A read that started before an invalidation may hold old rows: serve it, never keep it.
          if (generation === this.generation) this.value = { items: frozen, at };
          this.loading = undefined;
          return frozen;
        },
        (error: unknown) => {
          this.loading = undefined;
          throw error;
        },
      );
    }
    return this.loading;
  }

  invalidate(): void {
    this.generation += 1;
    this.value = undefined;
    this.loading = undefined;
  }
}
