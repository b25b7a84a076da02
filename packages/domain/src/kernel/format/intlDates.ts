import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { intlLocaleOf } from './intl';
import { EMPTY_PLACEHOLDER, isBlankValue } from './placeholder';

// 'Do' (1st, 2nd, 3rd …) comes from the advancedFormat plugin; extending is idempotent.
dayjs.extend(advancedFormat);

/*
 * Dates for the interface language (F0.7), apart from numbers and money (./intl): dayjs and its
 * plugin load with this module alone.
 */

const DATE_TOKENS = ['YYYY', 'YY', 'MMMM', 'MMM', 'MM', 'M', 'Do', 'DD', 'D', 'dddd', 'ddd', 'HH', 'H', 'hh', 'h', 'mm', 'm', 'ss', 's'] as const;
type DateToken = (typeof DATE_TOKENS)[number];

const TOKEN_OPTIONS: Readonly<Record<DateToken, Intl.DateTimeFormatOptions>> = {
  YYYY: { year: 'numeric' },
  YY: { year: '2-digit' },
  MMMM: { month: 'long' },
  MMM: { month: 'short' },
  MM: { month: '2-digit' },
  M: { month: 'numeric' },
  Do: { day: 'numeric' },
  DD: { day: '2-digit' },
  D: { day: 'numeric' },
  dddd: { weekday: 'long' },
  ddd: { weekday: 'short' },
  HH: { hour: '2-digit', hourCycle: 'h23' },
  H: { hour: 'numeric', hourCycle: 'h23' },
  hh: { hour: '2-digit', hourCycle: 'h12' },
  h: { hour: 'numeric', hourCycle: 'h12' },
  mm: { minute: '2-digit' },
  m: { minute: '2-digit' },
  ss: { second: '2-digit' },
  s: { second: '2-digit' },
};

/** What a pattern without any known token shows: the day, the month's short name and the year. */
const DEFAULT_DATE_FIELDS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * The Intl fields a dayjs pattern shows: 'Do MMM YYYY' → day, short month name, year; 'HH:mm:ss'
 * adds a 24-hour time. Text in [brackets] is skipped; a pattern with no known token gives day,
 * month and year.
 */
export function dateFieldsOf(pattern: string): Intl.DateTimeFormatOptions {
  const fields: Intl.DateTimeFormatOptions = {};
  let found = false;
  let index = 0;
  while (index < pattern.length) {
    if (pattern[index] === '[') {
      const close = pattern.indexOf(']', index + 1);
      index = close === -1 ? pattern.length : close + 1;
      continue;
    }
    const token = DATE_TOKENS.find((candidate) => pattern.startsWith(candidate, index));
    if (token) {
      Object.assign(fields, TOKEN_OPTIONS[token]);
      found = true;
      index += token.length;
    } else {
      index += 1;
    }
  }
  return found ? fields : { ...DEFAULT_DATE_FIELDS };
}

/**
 * Reads a date value as the server sends it: a Date, epoch milliseconds (a number or 12–13 digits
 * of text) or ISO-like text (a date alone is local midnight). Undefined when it is no date.
 */
export function readDateValue(value: unknown): Date | undefined {
  let date: dayjs.Dayjs | undefined;
  if (value instanceof Date || typeof value === 'number') date = dayjs(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    const epoch = text.length >= 12 && text.length <= 13 && [...text].every((c) => c >= '0' && c <= '9');
    date = dayjs(epoch ? Number(text) : text);
  }
  return date && date.isValid() ? date.toDate() : undefined;
}

export interface LocalDateOptions {
  /** The interface language ('en', 'ar') or a BCP 47 tag for Intl ('ar-EG'). @default 'en' */
  locale?: string;
  /** The operator's dayjs pattern (the portal configuration's dateFormat or dateTimeFormat). @default 'Do MMM YYYY' */
  pattern?: string;
  /** Shown for an empty value. @default '--' */
  empty?: string;
  /**
   * Time zone of the text (an IANA name); the device's when omitted. With one, English is written by
   * Intl too (the pattern's fields in en-GB order), as the pattern's formatter knows the device's zone only.
   */
  timeZone?: string;
}

/**
 * F0.7: a date for the interface language. English applies the operator's pattern as written
 * ("2nd Mar 2026"); other languages show the pattern's fields through Intl ("2 مارس 2026"). Empty
 * values show the placeholder; text that is no date is shown as it is.
 */
export function formatLocalDate(value: unknown, options: LocalDateOptions = {}): string {
  const { locale = 'en', pattern = 'Do MMM YYYY', empty = EMPTY_PLACEHOLDER, timeZone } = options;
  if (isBlankValue(value)) return empty;
  const date = readDateValue(value);
  if (!date) return String(value).trim();
  if (intlLocaleOf(locale).toLowerCase().startsWith('en') && !timeZone) return dayjs(date).format(pattern);
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { ...dateFieldsOf(pattern), ...(timeZone ? { timeZone } : {}) }).format(date);
}
