import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './types';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Accepts "ar", "ar-SA", "AR_sa" and returns the supported base locale, if any. */
export function toLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const base = value.toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** F0.4: the URL language parameter first, then stored settings, then the default. */
export function resolveLocale(sources: { urlParam?: string | null; stored?: string | null; fallback?: Locale }): Locale {
  return toLocale(sources.urlParam) ?? toLocale(sources.stored) ?? sources.fallback ?? DEFAULT_LOCALE;
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Replaces {{name}} placeholders; unknown placeholders are left visible so a missing value is noticed. */
export function interpolate(template: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A plain translate function over the catalogues, for hosts without i18next (the sandbox, tests). */
export function createTranslator(messages: Readonly<Record<string, string>>, fallback?: Readonly<Record<string, string>>) {
  return (key: string, values?: Readonly<Record<string, string | number>>): string =>
    interpolate(messages[key] ?? fallback?.[key] ?? key, values);
}
