import { detectNativeHost } from '@gaia/domain';
import { createAuthApi, createHttpClient, type HttpClient, type RequestConfig } from '@gaia/domain/api';
import { takeEarlyAnswer } from '../earlyAnswer/takeEarlyAnswer';
import { deviceId, tokenStore } from './browserStorage';
import { i18n } from './i18n';
import { nextTask } from './nextTask';
import { asMutation } from './queryClient';
import { deviceTypeOf, touristReferenceIdOf } from './requestSources';
import { runtimeConfig } from './runtimeConfig';

/*
 * Only the native host's login info is needed here (F0.6): detected directly, so the request layer
 * (which every lazy screen imports) does not carry the host bridge's browser fallbacks.
 */
const hostLogin = detectNativeHost(window);

/*
 * Each request is sent from a task of its own: a page that asks for ten answers as it mounts (the
 * home: session, menu, permissions, lines, balances, counts …) would otherwise hold the main thread
 * for all ten of the browser's request set-ups in one piece, and a tap made meanwhile would wait.
 */
const fetchInTaskOfItsOwn: typeof fetch = (input, init) => nextTask().then(() => window.fetch(input, init));

/* A request index.html sent ahead as the page was parsed (ADR 0035) is not sent again: its answer is taken. */
const fetchOrTakeEarly: typeof fetch = (input, init) => takeEarlyAnswer(window, input, init, fetchInTaskOfItsOwn) ?? fetchInTaskOfItsOwn(input, init);

/**
 * The one request layer of the portal (F0.1), wired to browser storage and the current locale. The
 * first paint of /signIn does not import it: it loads right after, with the configuration call.
 * Its failures are ApiErrors; it reports them to no one itself — they reach the error catalogue
 * through the query and mutation caches (queryClient.ts, docs/adr/0016).
 */
const transport = createHttpClient({
  baseUrl: runtimeConfig.apiBaseUrl,
  fetch: fetchOrTakeEarly,
  getToken: tokenStore.get,
  // Inside the native host app its login info's token wins over the stored one (spec 01 §7, F0.6).
  getHostLoginInfo: () => hostLogin?.loginInfo?.() ?? null,
  getLocale: () => i18n.language || 'en',
  getDeviceId: deviceId,
  getDeviceType: () => deviceTypeOf(window),
  terminalVersion: runtimeConfig.terminalVersion,
  getTouristReferenceId: () => touristReferenceIdOf(window),
});

/** For query functions only (app/queries): a query's failure reaches the catalogue as the query's. */
export const readHttp: HttpClient = transport;

/**
 * The request layer for everything else — sign-in, sending codes, resetting, signing out: each call
 * runs as a mutation of the cache, so its failure reaches the catalogue the same way.
 */
export const http: HttpClient = Object.assign(Object.create(transport) as HttpClient, {
  request: <T>(config: RequestConfig) => asMutation(() => transport.request<T>(config)),
  call: <T>(config: RequestConfig) => asMutation(() => transport.call<T>(config)),
  envelope: <T, E extends object = object>(config: RequestConfig) => asMutation(() => transport.envelope<T, E>(config)),
  getJson: <T>(config: Omit<RequestConfig, 'method' | 'data'>) => asMutation(() => transport.getJson<T>(config)),
});

export const authApi = createAuthApi(http);
