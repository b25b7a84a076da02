import type { ShownText } from '@gaia/domain/api';

type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** The text to show: the server's message as it came (already in the user's language), else our key. */
export function shownText(t: Translate, text: ShownText | undefined): string | undefined {
  if (!text) return undefined;
  if (text.message) return text.message;
  return t(text.messageKey ?? 'gaia_tip_server_error', text.values);
}
