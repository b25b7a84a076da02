/** The values each switch may take, by switch name. */
export type SwitchValues<S> = { readonly [K in keyof S]?: readonly S[K][] };

/** Yes and no, as the flags of the documents say them. */
export const YES_NO = ['Y', 'N'] as const;
/** On and off. */
export const ON_OFF = [true, false] as const;

/**
 * The switches after a /__sandbox body: each switch the body names must take one of its `allowed`
 * values, and then replaces the current one; the others stay. Undefined when a value is not
 * allowed: the route answers 400 and nothing changes.
 */
export function readSwitches<S extends object>(body: Record<string, unknown>, current: S, allowed: SwitchValues<S>): S | undefined {
  const next = { ...current };
  for (const key of Object.keys(allowed) as (keyof S & string)[]) {
    const value = body[key];
    if (value === undefined) continue;
    if (!allowed[key]?.includes(value as S[typeof key])) return undefined;
    next[key] = value as S[typeof key];
  }
  return next;
}
