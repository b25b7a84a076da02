/**
 * Patterns that arrive at run time (the configuration's mobile, e-mail and contact-number patterns,
 * an extra address field's pattern) are regular-expression sources written by someone else. A
 * pattern such as `(a+)+$` or `(a|a)*$` needs exponential time on a short input and would freeze the
 * page or the server, so every such source is checked before it is compiled. The check is
 * synchronous and linear in the source, and conservative: it refuses every shape that can backtrack
 * exponentially, plus sources that are too long or have too many unbounded repeats, and the caller
 * keeps its built-in default instead. Polynomial shapes with few repeats (the default e-mail
 * pattern has three) stay allowed: every field caps its input length (60 for accounts) before any
 * pattern runs, which bounds them.
 *
 * The patterns written in the code are checked by an accurate analyser in a unit test
 * (patterns.redos.test.ts); this is the run-time guard for the ones the code does not know.
 */

/** Longest pattern source accepted from configuration. */
export const PATTERN_SOURCE_MAX_LENGTH = 256;

/** Most unbounded repeats (`*`, `+`, `{n,}`, or a bound above this many) in one pattern. */
export const PATTERN_MAX_UNBOUNDED_REPEATS = 4;

/** A bound above which `{n,m}` counts as unbounded. */
const LARGE_BOUND = 60;

export type PatternRejection =
  | 'empty'
  | 'too-long'
  | 'invalid'
  | 'backreference'
  | 'nested-repeat'
  | 'alternation-in-repeat'
  | 'too-many-repeats';

/** Receives a warning about a configuration value that was refused. */
export type ConfigWarn = (message: string) => void;

/** The default warning hook: the console, when there is one. */
export const consoleWarn: ConfigWarn = (message) => {
  if (typeof console !== 'undefined') console.warn(message);
};

interface Frame {
  /** Some quantifier inside the group lets the count vary (`?`, `*`, `+`, `{n,m}`). */
  variable: boolean;
  /** Some `|` inside the group (at any depth). */
  alternation: boolean;
}

type Atom = { kind: 'simple' } | { kind: 'group'; inner: Frame } | { kind: 'none' };

const QUANTIFIER = /^\{(\d+)(,(\d*))?\}/;

/**
 * Why a pattern source is unsafe to compile and run, or undefined when it is acceptable. The
 * source is read as `new RegExp(source)` reads it (no flags).
 */
export function patternRejection(source: string): PatternRejection | undefined {
  if (source.trim() === '') return 'empty';
  if (source.length > PATTERN_SOURCE_MAX_LENGTH) return 'too-long';
  try {
    new RegExp(source);
  } catch {
    return 'invalid';
  }
  const root: Frame = { variable: false, alternation: false };
  const stack: Frame[] = [root];
  let last: Atom = { kind: 'none' };
  let unbounded = 0;
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    const top = stack[stack.length - 1] ?? root;
    if (ch === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && source[i + 2] === '<')) return 'backreference';
      last = { kind: 'simple' };
      i += 2;
      continue;
    }
    if (ch === '[') {
      let j = i + 1;
      if (source[j] === '^') j += 1;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      last = { kind: 'simple' };
      i = j + 1;
      continue;
    }
    if (ch === '(') {
      stack.push({ variable: false, alternation: false });
      last = { kind: 'none' };
      // Skip the group's prefix: (?: (?= (?! (?<= (?<! (?<name>
      if (source[i + 1] === '?') {
        if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
          i = source.indexOf('>', i) + 1;
        } else {
          i += source[i + 2] === '<' ? 4 : 3;
        }
      } else {
        i += 1;
      }
      continue;
    }
    if (ch === ')') {
      // The source compiled, so its brackets balance: the root frame is never closed.
      const inner = (stack.length > 1 ? stack.pop() : undefined) ?? {
        variable: false,
        alternation: false,
      };
      const parent = stack[stack.length - 1] ?? root;
      parent.variable ||= inner.variable;
      parent.alternation ||= inner.alternation;
      last = { kind: 'group', inner };
      i += 1;
      continue;
    }
    if (ch === '|') {
      top.alternation = true;
      last = { kind: 'none' };
      i += 1;
      continue;
    }
    let min: number | undefined;
    let max: number | undefined;
    let length = 1;
    if (ch === '*') [min, max] = [0, Infinity];
    else if (ch === '+') [min, max] = [1, Infinity];
    else if (ch === '?') [min, max] = [0, 1];
    else if (ch === '{') {
      const match = QUANTIFIER.exec(source.slice(i, i + 24));
      if (match) {
        min = Number(match[1]);
        max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
        length = match[0].length;
      }
    }
    if (min === undefined || max === undefined) {
      last = ch === '^' || ch === '$' ? { kind: 'none' } : { kind: 'simple' };
      i += 1;
      continue;
    }
    // A quantifier: it applies to the last atom.
    const repeats = max > 1;
    if (max > LARGE_BOUND) unbounded += 1;
    if (last.kind === 'group' && repeats) {
      if (last.inner.variable) return 'nested-repeat';
      if (last.inner.alternation) return 'alternation-in-repeat';
    }
    if (min !== max) top.variable = true;
    last = { kind: 'none' };
    i += length;
    if (source[i] === '?') i += 1; // lazy
  }
  if (unbounded > PATTERN_MAX_UNBOUNDED_REPEATS) return 'too-many-repeats';
  return undefined;
}

/** Whether a pattern source may be compiled and run on input (see patternRejection). */
export function isSafePattern(source: string): boolean {
  return patternRejection(source) === undefined;
}

const compiled = new Map<string, RegExp>();
/** The refused sources each reporter has been told of (the console's, or a caller's own). */
const refused = new WeakMap<ConfigWarn, Set<string>>();
const COMPILED_KEPT = 32;

/**
 * Warns once per refused source and reporter, so a form checking on every keystroke does not flood
 * the log, and a caller with a reporter of its own hears of a source the console was told of already.
 */
function warnOnce(source: string, message: string, warn: ConfigWarn): void {
  let told = refused.get(warn);
  if (!told) {
    told = new Set();
    refused.set(warn, told);
  }
  if (told.has(source)) return;
  if (told.size >= COMPILED_KEPT) told.clear();
  told.add(source);
  warn(message);
}

function compile(source: string): RegExp {
  let pattern = compiled.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value as string);
    compiled.set(source, pattern);
  }
  return pattern;
}

/**
 * Compiles a pattern that came from configuration, or the fallback when it is missing or unsafe
 * (with a warning naming the reason). The fallback is the code's own, checked by the unit test.
 */
export function compileConfiguredPattern(
  source: string | undefined,
  fallback: string,
  warn: ConfigWarn = consoleWarn,
  what = 'pattern',
): RegExp {
  if (source !== undefined && source !== fallback) {
    const rejection = patternRejection(source);
    if (rejection === undefined) return compile(source);
    if (rejection !== 'empty')
      warnOnce(source, `Configured ${what} refused (${rejection}); the default is used.`, warn);
  }
  return compile(fallback);
}

/**
 * Compiles one of the code's own pattern sources (a configuration default such as
 * DEFAULT_MOBILE_PATTERN, checked by the unit test), through the same cache: what
 * compileConfiguredPattern does when nothing is configured, without loading the guard. A source that
 * came from configuration never comes here; it goes through compileConfiguredPattern.
 */
export function compileDefaultPattern(source: string): RegExp {
  return compile(source);
}

/** Compiles a configured pattern, or undefined when it is missing or unsafe (with a warning). */
export function compileOptionalPattern(
  source: string | undefined,
  warn: ConfigWarn = consoleWarn,
  what = 'pattern',
): RegExp | undefined {
  if (source === undefined || source === '') return undefined;
  const rejection = patternRejection(source);
  if (rejection === undefined) return compile(source);
  warnOnce(source, `Configured ${what} refused (${rejection}); it is not applied.`, warn);
  return undefined;
}
