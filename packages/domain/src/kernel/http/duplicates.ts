/** Identity of a request for duplicate tracking: method, url, params and data (F0.1). */
export function requestKey(method: string, url: string, params?: unknown, data?: unknown): string {
  return [method.toUpperCase(), url, stableStringify(params), stableStringify(data)].join('&');
}

/** JSON with sorted object keys, so {a,b} and {b,a} are the same request. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  if (typeof FormData !== 'undefined' && value instanceof FormData) {
    return JSON.stringify([...value.keys()].sort());
  }
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The in-flight requests by key; a new identical request cancels the previous one. */
export class PendingRequests {
  private readonly pending = new Map<string, AbortController>();

  /** Registers a request, cancelling an identical one still in flight. */
  start(key: string): AbortController {
    this.pending.get(key)?.abort('duplicate');
    const controller = new AbortController();
    this.pending.set(key, controller);
    return controller;
  }

  finish(key: string, controller: AbortController): void {
    if (this.pending.get(key) === controller) this.pending.delete(key);
  }

  cancel(key: string): void {
    this.pending.get(key)?.abort('cancelled');
    this.pending.delete(key);
  }

  cancelAll(): void {
    for (const controller of this.pending.values()) controller.abort('cancelled');
    this.pending.clear();
  }

  get size(): number {
    return this.pending.size;
  }
}
