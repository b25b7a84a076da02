import cardValidator from 'card-validator';

/** A field's problem on the provider page: the message key and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** What the card form checks gave: the problems by field, or the brand and last four digits. */
export type CardCheck =
  | { ok: true; brand: string; last4: string }
  | { ok: false; problems: Partial<Record<'cardNumber' | 'expiry' | 'cvv', FieldProblem>>; brand?: string };

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/**
 * The simulated provider's card checks (card-validator): the number by the Luhn check and its brand's
 * lengths, the expiry as MM/YY and not past, the CVV of the brand's size (3, or 4 for Amex).
 */
export function checkCard(input: { cardNumber: string; expiry: string; cvv: string }, now: Date = new Date()): CardCheck {
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  const number = cardValidator.number(digits);
  const brand = number.card?.niceType;
  const cvvSize = number.card?.code.size ?? 3;
  const problems: Extract<CardCheck, { ok: false }>['problems'] = {};
  if (digits === '') problems.cardNumber = { key: 'gaia_provider_error_number_required' };
  else if (!/^\d+$/.test(digits) || !number.isValid) problems.cardNumber = { key: 'gaia_provider_error_number_invalid' };
  const expiry = EXPIRY.exec(input.expiry.trim());
  if (!expiry) problems.expiry = { key: 'gaia_provider_error_expiry_invalid' };
  else {
    const [, month, year] = expiry;
    const end = new Date(Date.UTC(2000 + Number(year), Number(month), 1));
    if (end.getTime() <= now.getTime()) problems.expiry = { key: 'gaia_provider_error_expiry_past' };
  }
  if (!cardValidator.cvv(input.cvv.trim(), cvvSize).isValid) problems.cvv = { key: 'gaia_provider_error_cvv_invalid', values: { size: cvvSize } };
  if (Object.keys(problems).length > 0) return { ok: false, problems, ...(brand ? { brand } : {}) };
  return { ok: true, brand: brand ?? 'Card', last4: digits.slice(-4) };
}

/** A wallet phone: 9 digits once spaces are removed (spec 03 §5 "mobile exactly 9 digits"). */
export function checkWalletPhone(value: string): FieldProblem | undefined {
  return /^\d{9}$/.test(value.replace(/\s/g, '')) ? undefined : { key: 'gaia_provider_error_phone_invalid' };
}
