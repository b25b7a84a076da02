/**
 * A Map that keeps at most `limit` entries: setting a key makes it the newest, and the oldest are
 * dropped beyond the limit, so no traffic can grow the sandbox's memory without bound.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.has(key)) this.delete(key);
    super.set(key, value);
    while (this.size > this.limit) {
      const oldest = this.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    return this;
  }
}

/** How many entries each in-memory store keeps (oldest dropped beyond). */
export interface StoreLimits {
  /** Messages in the inbox. @default 200 */
  inbox: number;
  /** Accounts with a live one-time code. @default 10000 */
  codes: number;
  /** Open sessions. @default 10000 */
  sessions: number;
  /** References of each kind (face, reset, registration). @default 10000 */
  references: number;
  /** Accounts with recent password failures. @default 10000 */
  signInFailures: number;
  /** Password nonces remembered against replay. @default 50000 */
  nonces: number;
}

export const DEFAULT_STORE_LIMITS: StoreLimits = {
  inbox: 200,
  codes: 10_000,
  sessions: 10_000,
  references: 10_000,
  signInFailures: 10_000,
  nonces: 50_000,
};
