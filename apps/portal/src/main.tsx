import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n, initialLocale } from './app/i18n';

const locale = initialLocale();
await initI18n(locale);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App initialLocale={locale} />
  </StrictMode>,
);
