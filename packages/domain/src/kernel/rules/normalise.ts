/** Input normalisers applied as the user types (spec 01 §5, spec 02 §5). */

/** Removes every whitespace character, including non-breaking and full-width spaces. */
export function stripSpaces(value: string): string {
  return value.replace(/[\s\u00a0\u3000]+/g, '');
}

/** Upper-cases with locale-independent rules, so "i" never becomes a dotted capital. */
export function upperCase(value: string): string {
  return value.toUpperCase();
}

/** Keeps ASCII digits only; Arabic-Indic and Eastern Arabic digits are converted first. */
export function digitsOnly(value: string): string {
  return toAsciiDigits(value).replace(/\D+/g, '');
}

/** Converts Arabic-Indic (U+0660..) and Eastern Arabic (U+06F0..) digits to ASCII. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

export type Normaliser = (value: string) => string;

/** Composes normalisers left to right. */
export function compose(...steps: Normaliser[]): Normaliser {
  return (value) => steps.reduce((acc, step) => step(acc), value);
}

/** Cuts a value to a maximum length, counting code points so a surrogate pair is never split. */
export function limitLength(max: number): Normaliser {
  return (value) => Array.from(value).slice(0, max).join('');
}
