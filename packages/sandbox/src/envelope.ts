import type { Context } from 'hono';
import {
  ACCOUNT_MAX_LENGTH,
  ResultCode,
  SignInMessageKey,
  catalogues,
  createTranslator,
  parseJsonObject,
  resolveLocale,
  type ApiEnvelope,
  type Locale,
} from '@gaia/domain';

type Values = Readonly<Record<string, string | number>>;

/** The request's locale: the locale header, else Accept-Language, else English. */
export function localeOf(c: Context): Locale {
  return resolveLocale({ stored: c.req.header('locale') ?? c.req.header('accept-language') });
}

/** The translate function for the request's locale header, so messages come in the user's language. */
export function translatorFor(c: Context): (key: string, values?: Values) => string {
  return createTranslator(catalogues[localeOf(c)], catalogues.en);
}

/** A "200" answer; `extra` adds top-level fields (the send calls' flag). */
// Return types are plain Response: Hono's inferred JSON types are too large to emit as declarations.
export function ok<T>(c: Context, data: T, extra?: Record<string, unknown>): Response {
  const body: ApiEnvelope<T> = {
    code: ResultCode.success,
    resultCode: ResultCode.success,
    resultMsg: 'success',
    data,
  };
  return c.json({ ...body, ...extra }, 200);
}

/** A business failure: HTTP 200 (unless told) with the result code and a translated message (spec 01 §8). */
export function fail(
  c: Context,
  resultCode: string,
  messageKey: string,
  status: 200 | 400 | 401 | 403 | 404 | 413 | 415 | 500 | 504 = 200,
  values?: Values,
  data: unknown = null,
): Response {
  const body: ApiEnvelope<unknown> = {
    code: resultCode,
    resultCode,
    resultMsg: translatorFor(c)(messageKey, values),
    data,
  };
  return c.json(body, status);
}

/** Reads a JSON object body; answers undefined for malformed JSON or a non-object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | undefined> {
  const text = await c.req.text();
  return text.trim() === '' ? {} : parseJsonObject(text);
}

export function badRequest(c: Context, messageKey = 'gaia_tip_bad_request'): Response {
  return fail(c, ResultCode.badRequest, messageKey, 400);
}

/**
 * The account's length, checked before any pattern sees it (issue 10 §2: an unbounded account made
 * the e-mail pattern freeze the server): a bad request with the field's own message, else undefined.
 */
export function accountTooLong(c: Context, account: string): Response | undefined {
  return account.length > ACCOUNT_MAX_LENGTH
    ? badRequest(c, SignInMessageKey.accountTooLong)
    : undefined;
}

export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

/** A nested object field (extParam), {} when absent, undefined when present but not an object. */
export function objectField(
  body: Record<string, unknown>,
  name: string,
): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return {};
  return typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The session token header. */
export function tokenOf(c: Context): string | undefined {
  return c.req.header('token') ?? undefined;
}
