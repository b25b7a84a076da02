import { readExploreFlag } from '@gaia/domain';

/*
 * exploreFlag=Y arrives in the URL of the first page (spec 03 §2: a query flag); the menu's links
 * carry no query, so the flag is remembered for the tab (session storage) while the visitor browses.
 */
const KEY = 'gaia.exploreFlag';

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the flag then lasts as long as the URL carries it.
    return undefined;
  }
}

/** Whether the visitor may explore: exploreFlag=Y in this URL, or earlier in this tab. */
export function exploreAllowed(search: string): boolean {
  const store = session();
  if (readExploreFlag(search)) {
    store?.setItem(KEY, 'Y');
    return true;
  }
  return store?.getItem(KEY) === 'Y';
}
