import { describe, expect, it, vi } from 'vitest';
import { check } from 'recheck';
import {
  PATTERN_SOURCE_MAX_LENGTH,
  compileConfiguredPattern,
  compileOptionalPattern,
  isSafePattern,
  patternRejection,
} from './patternSafety';
import { defaultPortalConfig } from './portalConfig';

process.env.RECHECK_BACKEND = 'pure';

/** Patterns an operator might configure, which the guard must accept. */
const ordinary = [
  defaultPortalConfig.mobilePattern,
  defaultPortalConfig.emailPattern,
  '^07\\d{8}$',
  '^.+@.+$',
  '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
  '^\\d{2}-?\\d{6,7}[A-Z]\\d{2}$',
  '^(?:\\+?263|0)?7[1378]\\d{7}$',
  '^(?<area>\\d{3})(?:-\\d{4}){2}$',
  '^[\\p{L} ]+$',
  '^(?=.*\\d)[a-z\\d]{8,20}$',
  '^\\d{7,15}$',
];

/** Shapes that backtrack exponentially, or that the guard refuses for other reasons. */
const refused: [string, string][] = [
  ['^(a+)+$', 'nested-repeat'],
  ['^(\\w+\\s?)*$', 'nested-repeat'],
  [
    '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
    'nested-repeat',
  ],
  ['^(a|a)*$', 'alternation-in-repeat'],
  ['^(?:a|ab)+c$', 'alternation-in-repeat'],
  ['^((a?)){30}a{30}$', 'nested-repeat'],
  ['^(a)\\1*$', 'backreference'],
  ['^(?<x>a)\\k<x>$', 'backreference'],
  ['^.*.*.*.*.*x$', 'too-many-repeats'],
  ['([', 'invalid'],
  ['   ', 'empty'],
  [`^${'a'.repeat(PATTERN_SOURCE_MAX_LENGTH)}$`, 'too-long'],
];

describe('run-time pattern guard (configuration patterns)', () => {
  it.each(ordinary)('accepts %s', (source) => {
    expect(patternRejection(source)).toBeUndefined();
  });

  it.each(refused)('refuses %s (%s)', (source, reason) => {
    expect(patternRejection(source)).toBe(reason);
    expect(isSafePattern(source)).toBe(false);
  });

  it('refuses every pattern the accurate analyser finds exponential', async () => {
    const exponential: string[] = [];
    for (const [source, reason] of refused) {
      if (['invalid', 'empty', 'too-long', 'backreference'].includes(reason)) continue;
      const result = await check(source, '', { timeout: 20_000, randomSeed: 1 });
      if (result.status === 'vulnerable' && result.complexity.type === 'exponential')
        exponential.push(source);
    }
    // The analyser agrees that the guard's test cases are dangerous…
    expect(exponential.length).toBeGreaterThanOrEqual(5);
    // …and the guard refuses each of them.
    expect(exponential.filter(isSafePattern)).toEqual([]);
  }, 60_000);

  it('compiles a safe configured pattern, else the fallback with one warning', () => {
    const warn = vi.fn();
    expect(compileConfiguredPattern('^07\\d{8}$', '^x$', warn).test('0712345678')).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    const fallback = compileConfiguredPattern('^(\\d+)+$', '^\\d{3}$', warn, 'mobile pattern');
    expect(fallback.source).toBe('^\\d{3}$');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/mobile pattern refused \(nested-repeat\)/);
    // Asked again (every keystroke), it does not warn again.
    compileConfiguredPattern('^(\\d+)+$', '^\\d{3}$', warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(compileConfiguredPattern(undefined, '^\\d{3}$', warn).source).toBe('^\\d{3}$');
    expect(compileConfiguredPattern('', '^\\d{3}$', warn).source).toBe('^\\d{3}$');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('an optional configured pattern that is unsafe is not applied', () => {
    const warn = vi.fn();
    expect(compileOptionalPattern('^[A-Z]{2}\\d+$', warn)?.test('AB12')).toBe(true);
    expect(compileOptionalPattern('^([A-Z]+)*$', warn)).toBeUndefined();
    expect(compileOptionalPattern('(', warn)).toBeUndefined();
    expect(compileOptionalPattern(undefined, warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
