import { catalogues, type Locale } from '@gaia/domain';
import { resetInMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { storyLocale } from './storyLocale';

/** The catalogue's messages in a story's language, for flows that find what they check by message key. */
export interface StoryTexts {
  /** The running story's language, set by `loader`. */
  readonly locale: Locale;
  /** Story loader: the portal in memory starts clean, in the story's language, which `text` follows from then on. */
  loader(context: { globals: Record<string, unknown> }): Promise<void>;
  /** The message of `key` in the story's language, exactly as shown, its `{{name}}` placeholders filled from `values`. */
  text(key: string, values?: Record<string, string | number>): string;
}

/** The texts of one story file: its loader sets their language before each story. */
export function storyTexts(): StoryTexts {
  let locale: Locale = 'en';
  return {
    get locale() {
      return locale;
    },
    async loader(context) {
      locale = storyLocale(context);
      await resetInMemoryPortal(locale);
    },
    text: (key, values = {}) =>
      Object.entries(values).reduce(
        (out, [name, value]) => out.replace(`{{${name}}}`, String(value)),
        (catalogues[locale] as Record<string, string>)[key] ?? key,
      ),
  };
}

/** `value` as the source of a regular expression that matches it literally. */
export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
