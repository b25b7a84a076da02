import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './app/App';
import { initI18n } from './app/i18n';
import { AppRoutes } from './app/router';

/**
 * Build-time prerendering of the landing screen (scripts/prerender.mjs): the HTML and the styles of
 * /signIn in English, so the first paint comes with the page instead of after the JavaScript. The
 * browser then hydrates the same tree (main.tsx, App.tsx: the browser router in place of the static one).
 */
export async function prerender(url: string): Promise<{ html: string; styles: string }> {
  await initI18n('en');
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders initialLocale="en">
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
