import { useEffect } from 'react';

/**
 * Names the browser tab after the page (WCAG 2.4.2): "<the page's h1> · <app title>", in the
 * interface language, so a screen reader announces where a navigation led and the history lists
 * the pages apart. The heading is read from the main landmark (#main) as it renders — every page
 * has one h1 — so a page needs no title of its own; with none yet (loading), the app title alone.
 * `chrome` is the shell's chrome, whose change replaces the landmark.
 */
export function usePageTitle(appTitle: string, chrome: string) {
  useEffect(() => {
    // The main landmark is replaced when the chrome changes (full, plain): found again then.
    const main = document.getElementById('main');
    if (!main) return;
    const update = () => {
      const heading = main.querySelector('h1')?.textContent?.trim();
      const title = heading ? `${heading} · ${appTitle}` : appTitle;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [appTitle, chrome]);
}
