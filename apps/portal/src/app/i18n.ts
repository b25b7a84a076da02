import i18next from 'i18next';
import { firstPaintEnglish, loadCatalogue, StorageKey, type Locale } from '@gaia/domain';
import { startingLocale } from '../prerenderGuard';
import { appStorage } from './browserStorage';

/** F0.4: the URL language parameter, then stored settings, then the default. */
export function initialLocale(): Locale {
  return startingLocale(window.location.search, appStorage);
}

export const i18n = i18next.createInstance();

const whole = new Map<Locale, Promise<void>>();

/** Adds a locale's whole catalogue (once); English starts with the first-paint messages only. */
function loadWhole(locale: Locale): Promise<void> {
  let loading = whole.get(locale);
  if (!loading) {
    loading = loadCatalogue(locale).then(
      (messages) => {
        // The keys are flat and the catalogue holds the first-paint messages too: a shallow merge of
        // the module's own object (no deep copy, no deep merge) is the same catalogue at a fraction
        // of the main thread's time.
        i18n.addResourceBundle(locale, 'translation', messages, false, true, { skipCopy: true });
      },
      (error: unknown) => {
        // A failed download (offline) is not kept: the next screen that needs the catalogue asks again.
        whole.delete(locale);
        throw error;
      },
    );
    whole.set(locale, loading);
  }
  return loading;
}

/** Resolves when the current language's whole catalogue (and English as fallback) is in place. */
export function messagesReady(): Promise<void> {
  const locale = (i18n.language as Locale | undefined) ?? 'en';
  return Promise.all([loadWhole('en'), loadWhole(locale)]).then(() => undefined);
}

/**
 * Messages are flat keys: dots and colons inside server messages must not be read as paths. English
 * starts with what the sign-in screen paints first; the rest loads right after, off the critical path.
 */
export async function initI18n(locale: Locale) {
  await i18n.init({
    lng: locale,
    fallbackLng: 'en',
    resources: { en: { translation: firstPaintEnglish } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchLocale(locale);
  if (typeof document !== 'undefined') loadWhole('en').catch(() => undefined);
}

/** Loads a locale's catalogue on demand and switches to it. */
export async function switchLocale(locale: Locale) {
  if (locale !== 'en') await loadWhole(locale);
  await i18n.changeLanguage(locale);
  // Prerendering (Node) has no document and keeps no settings.
  if (typeof document === 'undefined') return;
  appStorage.setItem(StorageKey.settings, locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
}
