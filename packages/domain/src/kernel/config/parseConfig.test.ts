import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { ConfigCode, Feature, isCountdownCode } from './configCodes';
import {
  CONFIG_VALUE_MAX_LENGTH,
  countdownSeconds,
  parseMaskRule,
  parsePortalConfig,
  parseWholeNumber,
  toConfigEntries,
} from './parseConfig';
import { isSafePattern } from './patternSafety';
import { defaultPortalConfig, isFeatureEnabled, type PortalConfig } from './portalConfig';

/** Config values as the backend's configParam entries ({paramCode, paramValue}), in the order given. */
function paramEntries(values: Record<string, string>) {
  return Object.entries(values).map(([paramCode, paramValue]) => ({ paramCode, paramValue }));
}

describe('toConfigEntries', () => {
  it('reads configParam entries, config items and plain maps', () => {
    expect(
      toConfigEntries([
        { paramCode: 'A', paramValue: '1' },
        { code: 'B', value: 2 },
        { code: 'C', value: true },
      ]),
    ).toEqual([
      { code: 'A', value: '1' },
      { code: 'B', value: '2' },
      { code: 'C', value: 'true' },
    ]);
    expect(toConfigEntries({ A: 'x' })).toEqual([{ code: 'A', value: 'x' }]);
  });

  it('drops anything malformed', () => {
    expect(
      toConfigEntries([
        null,
        1,
        { paramCode: '', paramValue: 'x' },
        { code: 'A', value: { nested: 1 } },
        { value: 'x' },
      ]),
    ).toEqual([]);
    expect(toConfigEntries(undefined)).toEqual([]);
    expect(toConfigEntries('text')).toEqual([]);
  });
});

/** Parses entries with a spy on the warnings, so a test can read what the parser refused. */
function parseWatchingWarnings(entries: unknown[]) {
  const warn = vi.fn();
  return { config: parsePortalConfig(entries, undefined, { warn }), warn };
}

describe('parsePortalConfig (F0.3)', () => {
  /** Each configured value with what it sets; the public key comes as a config item ({code, value}). */
  const applied: [entry: object, sets: Partial<PortalConfig>][] = [
    [{ paramCode: ConfigCode.mobilePattern, paramValue: '^07\\d{8}$' }, { mobilePattern: '^07\\d{8}$' }],
    [{ paramCode: ConfigCode.emailPattern, paramValue: '^.+@.+$' }, { emailPattern: '^.+@.+$' }],
    [{ paramCode: ConfigCode.maskRule, paramValue: '2,2,3' }, { mask: { leading: 2, trailing: 2, stars: 3 } }],
    [{ paramCode: ConfigCode.faceTipsThreshold, paramValue: '5' }, { faceTipsThreshold: 5 }],
    [{ paramCode: ConfigCode.notificationOtp, paramValue: '90' }, { otpCountdownSeconds: { NOTIFICATION_OTP: 90 } }],
    [{ paramCode: ConfigCode.registerOtp, paramValue: '120' }, { otpCountdownSeconds: { REGISTER_OTP: 120 } }],
    [{ code: ConfigCode.passwordPublicKey, value: '  MIIB  ' }, { passwordPublicKey: 'MIIB' }],
    [{ paramCode: ConfigCode.product, paramValue: 'Zed' }, { product: 'zed' }],
    [
      { paramCode: ConfigCode.featureEnabled, paramValue: 'FACE_LOGIN, REG_FACE_REQUIRED' },
      { features: { FACE_LOGIN: true, REG_FACE_REQUIRED: true } },
    ],
  ];

  it.each(applied)('applies %j on its own: %j', (entry, sets) => {
    expect(parsePortalConfig([entry])).toMatchObject(sets);
  });

  it('applies patterns, mask rule, threshold, countdowns, key, product and features', () => {
    const config = parsePortalConfig(applied.map(([entry]) => entry));
    for (const [, sets] of applied) expect(config).toMatchObject(sets);
    expect(isFeatureEnabled(config, Feature.faceLogin)).toBe(true);
    expect(countdownSeconds(config, ConfigCode.registerOtp)).toBe(120);
    expect(countdownSeconds(config)).toBe(90);
  });

  /** Values that would break the forms: each is ignored and the default kept. */
  const breaking: [code: string, value: string][] = [
    [ConfigCode.mobilePattern, '([unclosed'],
    [ConfigCode.emailPattern, '   '],
    [ConfigCode.maskRule, '3,3'],
    [ConfigCode.faceTipsThreshold, '0'],
    [ConfigCode.notificationOtp, '-5'],
    [ConfigCode.product, 'bad name!'],
    [ConfigCode.passwordPublicKey, ' '],
    ['UNKNOWN', 'x'],
  ];

  it('ignores values that would break the forms', () => {
    const { config, warn } = parseWatchingWarnings(paramEntries(Object.fromEntries(breaking)));
    expect(config).toEqual(defaultPortalConfig);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/MOBILE_PATTERN refused \(invalid/));
  });

  it.each(breaking)('ignores %s = %j on its own too', (code, value) => {
    expect(parseWatchingWarnings(paramEntries({ [code]: value })).config).toEqual(defaultPortalConfig);
  });

  it('refuses a configured pattern that could freeze the page or the server, with a warning (ReDoS)', () => {
    const { config, warn } = parseWatchingWarnings(
      paramEntries({
        // Exponential on a short input: nested and overlapping repetition.
        [ConfigCode.mobilePattern]: '^(\\d+)+$',
        [ConfigCode.emailPattern]: '^([a-z]|[a-z0-9])*@x\\.com$',
      }),
    );
    expect(config.mobilePattern).toBe(defaultPortalConfig.mobilePattern);
    expect(config.emailPattern).toBe(defaultPortalConfig.emailPattern);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Configuration MOBILE_PATTERN refused (nested-repeat pattern); the current pattern is kept.',
      'Configuration EMAIL_PATTERN refused (alternation-in-repeat pattern); the current pattern is kept.',
    ]);
  });

  it('refuses an over-long pattern or value, with a warning, and keeps the current one', () => {
    const warn = vi.fn();
    const base = parsePortalConfig({ [ConfigCode.mobilePattern]: '^07\\d{8}$' }, undefined, {
      warn,
    });
    const config = parsePortalConfig(
      {
        [ConfigCode.mobilePattern]: `^(?:${'07\\d{8}|'.repeat(40)}0)$`,
        [ConfigCode.product]: 'x'.repeat(CONFIG_VALUE_MAX_LENGTH + 1),
      },
      base,
      { warn },
    );
    expect(config.mobilePattern).toBe('^07\\d{8}$');
    expect(config.product).toBe(defaultPortalConfig.product);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/MOBILE_PATTERN refused \(too-long/);
  });

  it('warns through the console when no hook is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    parsePortalConfig({ [ConfigCode.emailPattern]: '^(.+)*@$' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('EMAIL_PATTERN refused'));
    warn.mockRestore();
  });

  it('does not change its base', () => {
    const base = structuredClone(defaultPortalConfig);
    parsePortalConfig(
      [
        { paramCode: ConfigCode.notificationOtp, paramValue: '30' },
        { code: ConfigCode.featureEnabled, value: 'X' },
      ],
      base,
    );
    expect(base).toEqual(defaultPortalConfig);
  });

  const maskRules: [text: string, rule: ReturnType<typeof parseMaskRule>][] = [
    ['3, 3, 4', { leading: 3, trailing: 3, stars: 4 }],
    ['{"leading":1,"trailing":2,"stars":6}', { leading: 1, trailing: 2, stars: 6 }],
    ['{"leading":1}', undefined], ['{broken', undefined], ['3,3,99', undefined],
  ];

  it.each(maskRules)('reads the mask rule as a list or JSON: %s → %j', (text, rule) => {
    // toEqual(undefined) holds for undefined alone, the check toBeUndefined() makes.
    expect(parseMaskRule(text)).toEqual(rule);
  });

  it('reads features as JSON too', () => {
    expect(
      parsePortalConfig({ [ConfigCode.featureEnabled]: '{"FACE_LOGIN":"Y","OTHER":false}' })
        .features,
    ).toEqual({ FACE_LOGIN: true, OTHER: false });
  });

  it('countdowns: codes ending in _OTP; 60 s by default', () => {
    expect(isCountdownCode('NOTIFICATION_OTP')).toBe(true);
    expect(isCountdownCode('OTP_TEXT')).toBe(false);
    expect(countdownSeconds({ otpCountdownSeconds: {} })).toBe(60);
    expect(countdownSeconds(defaultPortalConfig, 'UNKNOWN_OTP')).toBe(60);
  });

  it('parseWholeNumber accepts only whole numbers within bounds', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const n = parseWholeNumber(text, 1, 100);
        expect(n === undefined || (Number.isInteger(n) && n >= 1 && n <= 100)).toBe(true);
      }),
    );
    expect(parseWholeNumber(' 42 ', 1, 100)).toBe(42);
    expect(parseWholeNumber('4.2', 1, 100)).toBeUndefined();
  });

  it('never throws and always yields compiling, safe patterns, whatever the backend sends', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            paramCode: fc.constantFrom(...Object.values(ConfigCode), 'X_OTP'),
            paramValue: fc.string(),
          }),
        ),
        (entries) => {
          const config = parsePortalConfig(entries, undefined, { warn: () => undefined });
          expect(() => new RegExp(config.mobilePattern)).not.toThrow();
          expect(() => new RegExp(config.emailPattern)).not.toThrow();
          expect(isSafePattern(config.mobilePattern)).toBe(true);
          expect(isSafePattern(config.emailPattern)).toBe(true);
          expect(config.faceTipsThreshold).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});
