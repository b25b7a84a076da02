import i18next from 'i18next';
import { en, loadCatalogue, resolveLocale, StorageKey, type Locale } from '@gaia/domain';
import { appStorage } from './browserStorage';

/** F0.4: the URL language parameter, then stored settings, then the default. */
export function initialLocale(): Locale {
  return resolveLocale({ urlParam: new URLSearchParams(window.location.search).get('lang'), stored: appStorage.getItem(StorageKey.settings) });
}

export const i18n = i18next.createInstance();

/** Messages are flat keys: dots and colons inside server messages must not be read as paths. */
export async function initI18n(locale: Locale) {
  await i18n.init({
    lng: locale,
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchLocale(locale);
}

/** Loads a locale's catalogue on demand and switches to it. */
export async function switchLocale(locale: Locale) {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loadCatalogue(locale));
  }
  await i18n.changeLanguage(locale);
  appStorage.setItem(StorageKey.settings, locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
}
