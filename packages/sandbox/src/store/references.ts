import { BoundedMap } from './bounded';
import type { Clock } from './clock';

/** Single-use references with an expiry: face comparisons, verified reset and registration codes. */
export class ReferenceBook<T> {
  private readonly entries: BoundedMap<string, { value: T; expiresAt: number; used: boolean }>;
  private counter = 0;

  constructor(
    private readonly clock: Clock,
    private readonly prefix: string,
    private readonly ttlMs: number,
    /** The most references kept; the oldest are dropped beyond. */
    limit = 10_000,
  ) {
    this.entries = new BoundedMap(limit);
  }

  create(value: T): string {
    this.counter += 1;
    const random = globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
    const id = `${this.prefix}-${this.counter.toString(36).toUpperCase()}${random.toString(36).toUpperCase()}`;
    this.entries.set(id, { value, expiresAt: this.clock.now() + this.ttlMs, used: false });
    return id;
  }

  /** The value of a valid reference, using it up; undefined when unknown, used or expired. */
  consume(id: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.used || this.clock.now() >= entry.expiresAt) return undefined;
    this.entries.delete(id);
    return entry.value;
  }

  /** The value of a valid reference without using it up (a check before the call that consumes it). */
  peek(id: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.used || this.clock.now() >= entry.expiresAt) return undefined;
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }
}
