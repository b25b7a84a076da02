/**
 * The embedded menu iframe's message (spec 03 §2; F3.1): the menu page, shown in an iframe, tells
 * the shell whether to show the user panel. Ours: `{ type: 'gaia:iframeMenu', showUserPanel }`,
 * posted from the portal's own origin; showUserPanel is a boolean or a Y/N flag.
 */

export const IFRAME_MENU_MESSAGE_TYPE = 'gaia:iframeMenu';

/** The message the menu iframe posts. */
export interface IframeMenuMessage {
  type: typeof IFRAME_MENU_MESSAGE_TYPE;
  showUserPanel: boolean | 'Y' | 'N';
}

/**
 * Reads a posted message: whether to show the user panel, or undefined when the message is not the
 * menu's (any other message, or a malformed one, changes nothing).
 */
export function readIframeMenuMessage(data: unknown): boolean | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const message = data as Partial<Record<keyof IframeMenuMessage, unknown>>;
  if (message.type !== IFRAME_MENU_MESSAGE_TYPE) return undefined;
  const flag = message.showUserPanel;
  if (typeof flag === 'boolean') return flag;
  if (flag === 'Y') return true;
  if (flag === 'N') return false;
  return undefined;
}

/** The message the menu page posts to its parent (for the /iframeMenu page and tests). */
export function iframeMenuMessage(showUserPanel: boolean): IframeMenuMessage {
  return { type: IFRAME_MENU_MESSAGE_TYPE, showUserPanel };
}
