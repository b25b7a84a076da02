import type { Context } from 'hono';
import { ResultCode, catalogues, createTranslator, resolveLocale, type ApiEnvelope } from '@gaia/domain';

/** The translate function for the request's locale header, so messages come in the user's language. */
export function translatorFor(c: Context) {
  const locale = resolveLocale({ stored: c.req.header('locale') ?? c.req.header('accept-language') });
  return createTranslator(catalogues[locale], catalogues.en);
}

export function ok<T>(c: Context, data: T) {
  const body: ApiEnvelope<T> = { code: ResultCode.success, resultCode: ResultCode.success, resultMsg: 'success', data };
  return c.json(body, 200);
}

/** A business failure: HTTP 200 with the result code and a translated message (spec 01 §8). */
export function fail(c: Context, resultCode: string, messageKey: string, status: 200 | 400 | 401 | 404 | 500 | 504 = 200) {
  const body: ApiEnvelope<null> = { code: resultCode, resultCode, resultMsg: translatorFor(c)(messageKey), data: null };
  return c.json(body, status);
}

/** Reads a JSON object body; answers undefined for malformed JSON or a non-object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | undefined> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function badRequest(c: Context, messageKey = 'gaia_tip_bad_request') {
  return fail(c, ResultCode.badRequest, messageKey, 400);
}

export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}
