/*
 * Early answers (ADR 0035): on a load of a page whose largest paint waits for a call's answer (the
 * product list's first pictures), index.html's inline script sends that call as the page is parsed,
 * beside the app's scripts instead of after them, and the app's request layer takes its answer when
 * it sends the very same request. Shared by the inline script (askEarly.ts) and the app
 * (takeEarlyAnswer.ts). No imports of the app: it is inlined into index.html.
 */

/** Where the inline script leaves the requests it sent, for the app to take. */
export const EARLY_ANSWERS = 'gaiaEarlyAnswers';

/**
 * How old an early answer may be when the app asks: beyond it the app asks again. As long as the
 * product list's own freshness (catalogueApi.ts), so an answer taken is never staler than a cached one.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** A request sent ahead of the app, and its answer on the way. */
export interface EarlyAnswer {
  method: string;
  url: string;
  headers: Readonly<Record<string, string>>;
  body: string | undefined;
  /** When it was sent (Date.now()). */
  at: number;
  response: Promise<Response>;
}

/** The early answers of this window (the inline script's list), if any. */
export function earlyAnswersOf(win: Window): EarlyAnswer[] | undefined {
  const list = (win as unknown as Record<string, unknown>)[EARLY_ANSWERS];
  return Array.isArray(list) ? (list as EarlyAnswer[]) : undefined;
}

/** Adds a request sent ahead to this window's list. */
export function keepEarlyAnswer(win: Window, answer: EarlyAnswer): void {
  const list = earlyAnswersOf(win) ?? [];
  list.push(answer);
  (win as unknown as Record<string, unknown>)[EARLY_ANSWERS] = list;
}
