import { createPrefixedStorage, DEFAULT_APP_CODE, NATIVE_HOST_GLOBAL, ShopRoute, StorageKey } from '@gaia/domain';
import { describeRequest, type RequestConfig } from '@gaia/domain/api';
import { deviceTypeOf, ensureDeviceId, touristReferenceIdOf } from '../app/requestSources';
import { runtimeConfig } from '../app/runtimeConfig';
import { startingLocale } from '../prerenderGuard';
import { preloadListPictures, productListRequest } from '../features/shop/catalogue/productListEarly';
import { keepEarlyAnswer } from './earlyAnswer';

/*
 * index.html's inline script (scripts/prerender.mjs compiles this module into it): on a load of a
 * page that asks early (ADR 0035), it sends the page's first call as the page is parsed, with the
 * headers the app's request layer would send (app/requestSources.ts, the domain's describeRequest),
 * and leaves it for the app to take (takeEarlyAnswer.ts). It must not import the app: it is inlined.
 */

interface EarlyPage {
  /** The call the page makes first, for the address's query. */
  request: (search: string) => RequestConfig;
  /** What is started with its answer, ahead of the app (the first pictures). */
  answered: (doc: Document, apiBaseUrl: string, answer: unknown) => void;
}

/** The pages that ask early: those whose largest paint waits for a call's answer. */
const EARLY_PAGES: Readonly<Record<string, EarlyPage>> = {
  [ShopRoute.products]: { request: productListRequest, answered: preloadListPictures },
};

/** Sends this page's first call ahead of the app when it has one; never throws (the app then asks itself). */
export function askEarly(win: Window = window): void {
  try {
    const page = EARLY_PAGES[win.location.pathname];
    // Inside the native host app, its login info's token is sent (app/api.ts): the app asks there itself.
    if (!page || typeof win.fetch !== 'function' || NATIVE_HOST_GLOBAL in win) return;
    const storage = win.localStorage;
    const appStorage = createPrefixedStorage(storage, DEFAULT_APP_CODE);
    const locale = startingLocale(win.location.search, appStorage);
    const sent = describeRequest(
      {
        baseUrl: runtimeConfig.apiBaseUrl,
        getToken: () => storage.getItem(StorageKey.token),
        getLocale: () => locale,
        getDeviceId: () => ensureDeviceId(appStorage),
        getDeviceType: () => deviceTypeOf(win),
        terminalVersion: runtimeConfig.terminalVersion,
        getTouristReferenceId: () => touristReferenceIdOf(win),
      },
      page.request(win.location.search),
    );
    if (typeof sent.body === 'object') return;
    const response = win.fetch(sent.url, { method: sent.method, headers: sent.headers, credentials: 'include', body: sent.body }).then((answer) => {
      // A copy is read here; the app reads the answer itself.
      answer
        .clone()
        .json()
        .then((body: unknown) => page.answered(win.document, runtimeConfig.apiBaseUrl, body))
        .catch(() => undefined);
      return answer;
    });
    // Should nobody take it (another screen opened first), its failure is nobody's to report.
    response.catch(() => undefined);
    keepEarlyAnswer(win, { method: sent.method, url: sent.url, headers: sent.headers, body: sent.body, at: Date.now(), response });
  } catch {
    // Storage refused, or a request it cannot describe: the app sends its own.
  }
}
