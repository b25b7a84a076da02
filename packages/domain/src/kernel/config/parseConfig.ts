import { ConfigCode, isCountdownCode } from './configCodes';
import { consoleWarn, patternRejection, type ConfigWarn } from './patternSafety';
import { defaultPortalConfig, type MaskRule, type PortalConfig } from './portalConfig';
import { parseJsonObject } from '../format/jsonObject';

/** One configuration value as code and text, whichever call served it. */
export interface ConfigEntry {
  code: string;
  value: string;
}

/** configParam's shape (GET /ecare/common/system/configParam[/list]). */
export interface ConfigParam {
  paramCode: string;
  paramValue: string;
}

/** The config items' shape (POST /uc/common/config/items). */
export interface ConfigItem {
  code: string;
  value: string;
}

/** Normalises configParam entries, config items or a plain code → value map into entries. */
export function toConfigEntries(source: unknown): ConfigEntry[] {
  if (Array.isArray(source)) {
    return source.flatMap((item: unknown): ConfigEntry[] => {
      if (!item || typeof item !== 'object') return [];
      const record = item as Record<string, unknown>;
      const code = record.paramCode ?? record.code;
      const value = record.paramValue ?? record.value;
      if (typeof code !== 'string' || code === '') return [];
      if (typeof value === 'string') return [{ code, value }];
      if (typeof value === 'number' || typeof value === 'boolean')
        return [{ code, value: String(value) }];
      return [];
    });
  }
  if (source && typeof source === 'object') {
    return toConfigEntries(
      Object.entries(source as Record<string, unknown>).map(([code, value]) => ({ code, value })),
    );
  }
  return [];
}

/** Longest configuration value read; longer ones are ignored (a config value is a short setting). */
export const CONFIG_VALUE_MAX_LENGTH = 4096;

/**
 * Whether a configured pattern may replace the current one: it must compile and pass the run-time
 * safety check (patternSafety.ts). A refused pattern is reported through `warn`; an empty one is
 * ignored silently, as before.
 */
function acceptsPattern(code: string, pattern: string, warn: ConfigWarn): boolean {
  const rejection = patternRejection(pattern);
  if (rejection === undefined) return true;
  if (rejection !== 'empty')
    warn(`Configuration ${code} refused (${rejection} pattern); the current pattern is kept.`);
  return false;
}

export interface ParseConfigOptions {
  /** Where warnings about refused values go. @default console.warn */
  warn?: ConfigWarn;
}

/** A whole number within bounds, else undefined. */
export function parseWholeNumber(value: string, min: number, max: number): number | undefined {
  if (value.length > 32 || !/^\s*\d+\s*$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

/**
 * A configuration value written either as a JSON object (it starts with "{") or as a list split at
 * commas, semicolons or white space, as the mask rule and the feature switches may be; undefined
 * for a JSON object that does not parse.
 */
function objectOrList(
  value: string,
): { object: Record<string, unknown> } | { list: string[] } | undefined {
  const text = value.trim();
  if (!text.startsWith('{')) return { list: text.split(/[,;\s]+/) };
  const object = parseJsonObject(text);
  return object ? { object } : undefined;
}

/** "3,3,4" or {"leading":3,"trailing":3,"stars":4}; each part 0–20, else undefined. */
export function parseMaskRule(value: string): MaskRule | undefined {
  const read = objectOrList(value);
  if (!read) return undefined;
  const parts =
    'object' in read ? [read.object.leading, read.object.trailing, read.object.stars] : read.list;
  if (parts.length !== 3) return undefined;
  const numbers = parts.map((part) => parseWholeNumber(String(part), 0, 20));
  const [leading, trailing, stars] = numbers;
  if (leading === undefined || trailing === undefined || stars === undefined) return undefined;
  return { leading, trailing, stars };
}

/** "FACE_LOGIN, REG_FACE_REQUIRED" or {"FACE_LOGIN":true} → switches. */
export function parseFeatures(value: string): Record<string, boolean> | undefined {
  const read = objectOrList(value);
  if (!read) return undefined;
  if ('object' in read) {
    return Object.fromEntries(
      Object.entries(read.object).map(([code, on]) => [
        code,
        on === true || on === 'Y' || on === 'true' || on === 1,
      ]),
    );
  }
  return Object.fromEntries(read.list.filter(Boolean).map((code) => [code, true]));
}

/**
 * Applies configuration entries over a base configuration (F0.3). Every value is checked: a pattern
 * that does not compile or could backtrack without bound (ReDoS; patternSafety.ts), a mask rule or
 * number out of range, an empty key, a value longer than CONFIG_VALUE_MAX_LENGTH are ignored, so a
 * bad backend value can never break or freeze the forms. Refused patterns are reported to `warn`.
 */
export function parsePortalConfig(
  source: unknown,
  base: PortalConfig = defaultPortalConfig,
  options: ParseConfigOptions = {},
): PortalConfig {
  const warn = options.warn ?? consoleWarn;
  const config: PortalConfig = {
    ...base,
    mask: { ...base.mask },
    otpCountdownSeconds: { ...base.otpCountdownSeconds },
    features: { ...base.features },
  };
  for (const { code, value } of toConfigEntries(source)) {
    if (value.length > CONFIG_VALUE_MAX_LENGTH) {
      warn(`Configuration ${code} refused (longer than ${CONFIG_VALUE_MAX_LENGTH} characters).`);
      continue;
    }
    switch (code) {
      case ConfigCode.mobilePattern:
        if (acceptsPattern(code, value, warn)) config.mobilePattern = value;
        break;
      case ConfigCode.emailPattern:
        if (acceptsPattern(code, value, warn)) config.emailPattern = value;
        break;
      case ConfigCode.maskRule: {
        const rule = parseMaskRule(value);
        if (rule) config.mask = rule;
        break;
      }
      case ConfigCode.faceTipsThreshold: {
        const n = parseWholeNumber(value, 1, 100);
        if (n !== undefined) config.faceTipsThreshold = n;
        break;
      }
      case ConfigCode.passwordPublicKey:
        if (value.trim()) config.passwordPublicKey = value.trim();
        break;
      case ConfigCode.product:
        if (/^[A-Za-z0-9_]+$/.test(value.trim())) config.product = value.trim().toLowerCase();
        break;
      case ConfigCode.appCode:
        if (/^[A-Za-z0-9_]+$/.test(value.trim())) config.appCode = value.trim();
        break;
      case ConfigCode.featureEnabled: {
        const features = parseFeatures(value);
        if (features) config.features = { ...config.features, ...features };
        break;
      }
      default:
        if (isCountdownCode(code)) {
          const seconds = parseWholeNumber(value, 1, 3600);
          if (seconds !== undefined) config.otpCountdownSeconds[code] = seconds;
        }
    }
  }
  return config;
}

/** The countdown length of a config code, in seconds (spec 01 §9: default the notification OTP's, 60). */
export function countdownSeconds(
  config: Pick<PortalConfig, 'otpCountdownSeconds'>,
  code: string = ConfigCode.notificationOtp,
): number {
  return (
    config.otpCountdownSeconds[code] ?? config.otpCountdownSeconds[ConfigCode.notificationOtp] ?? 60
  );
}
