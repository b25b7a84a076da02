import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n, initialLocale } from './app/i18n';

const locale = initialLocale();
await initI18n(locale);

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App initialLocale={locale} />
  </StrictMode>
);
// The landing screen is prerendered in English (scripts/prerender.mjs): hydrate it when it is what
// this visitor should see, otherwise start afresh.
// The page is already painted: hydrating as a transition lets React yield to the browser between
// pieces of work, so a tap or a keystroke is never held behind one long task.
if (container.dataset.prerendered === 'en' && locale === 'en' && container.firstElementChild) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
