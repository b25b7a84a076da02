import type { Locale, Messages } from '@gaia/domain';

/*
 * No catalogue is imported statically here: each locale's catalogue is a chunk of its own, fetched
 * the first time that locale is asked for, so an English app never downloads Arabic and vice versa.
 */
const loaded = new Map<Locale, Messages>();
const loading = new Map<Locale, Promise<Messages>>();

function importCatalogue(locale: Locale): Promise<Messages> {
  if (locale === 'ar') return import('./ar').then((module) => module.kitAr);
  return import('./en').then((module) => module.kitEn);
}

/**
 * Loads the kit's own catalogue of a locale (once; later calls get the same one). GaiaProvider calls
 * it for its locale; await it before the first render (or a server render) to render at once, with
 * no fallback. A failed download is not kept: the next call tries again.
 */
export function loadKitMessages(locale: Locale): Promise<Messages> {
  const done = loaded.get(locale);
  if (done) return Promise.resolve(done);
  let pending = loading.get(locale);
  if (!pending) {
    pending = importCatalogue(locale).then(
      (messages) => {
        loaded.set(locale, messages);
        loading.delete(locale);
        return messages;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** The kit's catalogue of a locale if it has already been loaded, else `undefined`. */
export function loadedKitMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
