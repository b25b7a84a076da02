import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Locale } from '@gaia/domain';
import { i18n, initI18n, switchLocale } from './i18n';
import { clearServerState, queryClient } from './queryClient';
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
  clearServerState();
  if (i18n.isInitialized) await switchLocale(locale);
  else await initI18n(locale);
}

export interface InMemoryScreenProps {
  /** Where the screen opens, e.g. '/signUp'. */
  url: string;
  /** What each path shows: the screen under test, and stand-ins for the pages it leads to. */
  routes: Readonly<Record<string, ReactNode>>;
}

/**
 * One screen piece at a URL in memory, with stand-in pages for where it leads: flow stories of a
 * single step render it without the whole portal (and without importing the router themselves).
 */
export function InMemoryScreen({ url, routes }: InMemoryScreenProps) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </MemoryRouter>
  );
}

/** A piece of a screen with the portal's server-state cache around it, as its page provides it. */
export function WithServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
