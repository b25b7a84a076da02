import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import type { ThemeName } from '@gaia/ui';
import { AppProviders } from './app/App';
import { initI18n } from './app/i18n';
import { queryClient } from './app/queryClient';
import { AppRoutes } from './app/router';
import type { Locale } from '@gaia/domain';

/** How a screen is drawn at build time. */
export interface DrawnAs {
  /** @default 'en' */
  locale?: Locale;
  /** @default 'light' */
  theme?: ThemeName;
  /**
   * Drawn for a person signed in (the build's stand-in window then holds a session token): as a
   * person with full access sees it, before their own answers (the user, the menu) have arrived.
   * A person whose access turns out limited is shown the limited-access page in its place.
   */
  signedIn?: boolean;
}

/**
 * Build-time prerendering (scripts/prerender.mjs) of a screen's HTML and styles in a language: the
 * landing screen (/signIn in English), which the browser then hydrates (main.tsx, App.tsx: the
 * browser router in place of the static one), so its first paint comes with the page instead of
 * after the JavaScript; and the product list as it starts, for a visitor and for a person signed in,
 * in each language and colour theme, drawn as its first frame on a first visit (ADR 0036).
 */
export async function prerender(url: string, { locale = 'en', theme = 'light', signedIn = false }: DrawnAs = {}): Promise<{ html: string; styles: string }> {
  await initI18n(locale);
  if (signedIn) {
    // The signed-in area shows its pages once the person's access is known (SignedInFrame.tsx). Its
    // modules read the window as they load: imported here, within the build's stand-in for it.
    const { permissionQuery } = await import('./features/shell/shellQueries');
    queryClient.setQueryData(permissionQuery.queryKey, { operationFlag: 'Y', permissionList: [] });
  }
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders initialLocale={locale} drawnTheme={theme}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
      ),
    );
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
