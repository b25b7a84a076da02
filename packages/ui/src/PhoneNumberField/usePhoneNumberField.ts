import { useState, type ClipboardEvent } from 'react';
import {
  DEFAULT_PHONE_COUNTRY,
  digitsOnly,
  PHONE_COUNTRIES,
  fromE164,
  normaliseNationalNumber,
  phoneCountry,
  splitPhoneNumber,
  toE164,
  validatePhoneNumber,
  type PhoneCountry,
  type PhoneNumberParts,
} from '@gaia/domain';

/** What the field reports beside its E.164 value: the parts as typed and the rule's verdict. */
export interface PhoneNumberDetails extends PhoneNumberParts {
  /** The message key of the number's problem (wrong length, no country), undefined when it passes. */
  problem?: string;
}

export interface UsePhoneNumberFieldOptions {
  value?: string;
  defaultValue: string;
  defaultCountry: string;
  onChange?: (value: string, details: PhoneNumberDetails) => void;
  /** Codes of the countries offered, in order; the whole table when omitted. */
  countries?: readonly string[];
}

function partsOf(value: string, fallbackCountry: string): PhoneNumberParts {
  return fromE164(value) ?? { country: fallbackCountry, national: '' };
}

/** Longest international number being typed: '+' and the 15 digits of E.164. */
const INTERNATIONAL_MAX = 16;

/**
 * Keeps the national number to digits, cut at the longest the country allows; an international
 * number still being typed keeps its '+' until its calling code is complete.
 */
function normalised(parts: PhoneNumberParts): PhoneNumberParts {
  const trimmed = parts.national.trimStart();
  if (trimmed.startsWith('+')) return { country: parts.country, national: `+${digitsOnly(trimmed)}`.slice(0, INTERNATIONAL_MAX) };
  const country = phoneCountry(parts.country);
  return { country: parts.country, national: country ? normaliseNationalNumber(country, parts.national) : digitsOnly(parts.national) };
}

/**
 * Behaviour of the phone-number field: a country and a national number kept apart, an
 * international number typed, pasted or autofilled into the number split into both, the domain's
 * rule, and the E.164 value ('' until the number passes the rule). Typed key by key, an
 * international number keeps its '+' until the calling code is complete, then the country is set.
 */
export function usePhoneNumberField({ value, defaultValue, defaultCountry, onChange, countries }: UsePhoneNumberFieldOptions) {
  const offered: readonly PhoneCountry[] = countries
    ? countries.map((code) => phoneCountry(code)).filter((country): country is PhoneCountry => country !== undefined)
    : PHONE_COUNTRIES;
  const [parts, setParts] = useState<PhoneNumberParts>(() => partsOf(value ?? defaultValue, defaultCountry));
  const [seenValue, setSeenValue] = useState(value);
  const [touched, setTouched] = useState(false);
  const composed = toE164(parts);

  // A new value from the parent replaces the parts (a reset or a prefill); our own echo does not.
  if (value !== undefined && value !== seenValue) {
    setSeenValue(value);
    if (value !== composed) {
      setParts(partsOf(value, value === '' ? parts.country : defaultCountry));
      setTouched(false);
    }
  }

  const update = (next: PhoneNumberParts) => {
    const clean = normalised(next);
    setParts(clean);
    const nextValue = toE164(clean);
    setSeenValue(nextValue);
    onChange?.(nextValue, { ...clean, problem: validatePhoneNumber(clean) });
  };

  /** An international number ('+263 77…', '00263…') sets both parts when its country is offered. */
  const splitIfInternational = (text: string): boolean => {
    const split = splitPhoneNumber(text);
    if (!split || !offered.some((country) => country.code === split.country)) return false;
    update(split);
    return true;
  };

  return {
    parts,
    offered,
    value: composed,
    /** The rule's message key once the person has left the number (or when it has a country problem). */
    problem: touched ? validatePhoneNumber(parts) : undefined,
    setCountry: (country: string) => update({ country, national: parts.national }),
    setNational: (text: string) => {
      if (text.trimStart().startsWith('+') && splitIfInternational(text)) return;
      update({ country: parts.country, national: text });
    },
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      if (splitIfInternational(event.clipboardData.getData('text'))) event.preventDefault();
    },
    onBlur: () => setTouched(true),
  };
}

export { DEFAULT_PHONE_COUNTRY };
