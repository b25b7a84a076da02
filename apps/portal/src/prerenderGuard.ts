import { createPrefixedStorage, DEFAULT_APP_CODE, resolveLocale, StorageKey, type KeyValueStorage, type Locale } from '@gaia/domain';

/*
 * The prerendered landing page's inline script (scripts/prerender.mjs compiles this module into
 * signIn.html): it runs before the app's scripts, with the domain's own locale order and storage
 * keys, so the page and the app never disagree on what the visitor should see. It must not import
 * the app (React, the kit): it is inlined into the page.
 */

/** Set on #root by the guard until the page is live; lifted by app/PageReady.tsx. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';
/** Set on #root by the guard when the person submitted the form before the page was live. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';
/**
 * Marks a form that React has hydrated (an element inside it, rendered by forms/fields FormFields in
 * the browser only): the prerendered form's behaviour is a chunk of its own, loaded as the page
 * starts, and the page is live only once that form is.
 */
export const LIVE_FORM_ATTRIBUTE = 'data-live';

/**
 * The app's storage (prefixed by the app code, spec 01 §3: the default one, as app/browserStorage.ts
 * uses), or none when the browser refuses it.
 */
export function storageOf(win: Window): KeyValueStorage | undefined {
  try {
    return createPrefixedStorage(win.localStorage, DEFAULT_APP_CODE);
  } catch {
    return undefined;
  }
}

/** A stored value, or null when there is none or the browser refuses storage. */
export function read(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The locale the app starts in (F0.4): the URL's `lang`, then the stored settings', then the default.
 * One rule for the app (app/i18n.ts) and the inline scripts that run before it.
 */
export function startingLocale(search: string, storage: KeyValueStorage | undefined): Locale {
  return resolveLocale({ urlParam: new URLSearchParams(search).get('lang'), stored: read(storage, StorageKey.settings) });
}

/**
 * Whether the prerendered screen (English, individual password sign-in) is what this visitor would
 * see: the locale as the app resolves it (F0.4: URL, stored settings, default), no other tab (t) or
 * mode (m), and no remembered account that prefills the form.
 */
export function keepsPrerenderedPage(search: string, storage: KeyValueStorage | undefined): boolean {
  const query = new URLSearchParams(search);
  const locale = startingLocale(search, storage);
  const tab = query.get('t');
  return locale === 'en' && (!tab || tab === 'i' || tab === 'signUp') && !query.get('m') && !read(storage, StorageKey.rememberedLogin);
}

/**
 * Kept, the page takes typing at once: the fields adopt what was typed as they hydrate (ui's
 * useTypedBeforeHydration). Until the page is live (data-hydrating) the guard holds back only what
 * needs the scripts: links and buttons (the sign-up link's checks, the password's reveal), pasting
 * into and copying out of passwords, and submitting — a submit (Enter, the button) is noted on #root
 * (data-pending-submit) and made by PageReady once the form holds what was typed; the form never
 * submits natively, so nothing typed can reach a URL. Otherwise the page starts empty.
 */
export function guardPrerenderedPage(win: Window = window): void {
  const doc = win.document;
  const root = doc.getElementById('root');
  if (!root) return;
  // The prerendered page is light; a device in dark mode starts the page in its own theme instead of
  // flashing the light one.
  const prefersDark = typeof win.matchMedia === 'function' && win.matchMedia('(prefers-color-scheme: dark)').matches;
  if (prefersDark || !keepsPrerenderedPage(win.location.search, storageOf(win))) {
    root.removeAttribute('data-prerendered');
    root.replaceChildren();
    return;
  }
  root.setAttribute(HYDRATING_ATTRIBUTE, '');
  const held = (event: Event) =>
    root.hasAttribute(HYDRATING_ATTRIBUTE) && event.target instanceof Element && root.contains(event.target);
  doc.addEventListener(
    'click',
    (event) => {
      const control = held(event) ? (event.target as Element).closest('a,button') : null;
      if (!control) return;
      event.preventDefault();
      if ((control as HTMLButtonElement).type === 'submit') root.setAttribute(PENDING_SUBMIT_ATTRIBUTE, '');
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      if (!held(event)) return;
      event.preventDefault();
      root.setAttribute(PENDING_SUBMIT_ATTRIBUTE, '');
    },
    true,
  );
  for (const type of ['paste', 'drop', 'copy', 'cut']) {
    doc.addEventListener(
      type,
      (event) => {
        if (held(event) && (event.target as HTMLInputElement).type === 'password') event.preventDefault();
      },
      true,
    );
  }
}
