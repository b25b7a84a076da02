import { MemoryRouter } from 'react-router';
import type { Locale } from '@gaia/domain';
import { i18n, initI18n, switchLocale } from './i18n';
import { queryClient } from './queryClient';
import { AppRoutes } from './router';

export interface InMemoryPortalProps {
  /** Where the portal opens, e.g. '/signIn?t=c'. */
  url: string;
}

/**
 * The portal's routes in memory at a URL, inside the host's kit provider: Storybook's flow stories
 * drive whole screens with it against the MSW-mocked sandbox, without a browser address bar.
 */
export function InMemoryPortal({ url }: InMemoryPortalProps) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
    </MemoryRouter>
  );
}

/**
 * A clean start for a flow: no stored session or memories, an empty query cache, and the request
 * layer speaking the story's language (its locale header).
 */
export async function resetInMemoryPortal(locale: Locale): Promise<void> {
  window.localStorage.clear();
  window.sessionStorage.clear();
  queryClient.clear();
  if (i18n.isInitialized) await switchLocale(locale);
  else await initI18n(locale);
}
