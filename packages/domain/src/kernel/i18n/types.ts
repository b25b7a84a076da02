export type Locale = 'en' | 'ar';
export const SUPPORTED_LOCALES: readonly Locale[] = ['en', 'ar'];
export const DEFAULT_LOCALE: Locale = 'en';

export type Messages = Readonly<Record<string, string>>;

/** A translation of an English area: exactly its keys, so a missing Arabic key fails typecheck. */
export type Translation<T extends Messages> = { readonly [K in keyof T]: string };
