import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n, initialLocale } from './app/i18n';
import { nextTask } from './app/nextTask';
import { startLoadingAreaScreen } from './app/router';
import { FIRST_FRAME_ID } from './firstFrame/firstFrame';

const locale = initialLocale();
// Any address but the landing one is declared in the routes' chunk (app/router.tsx): asking for it
// now fetches it, and the screen it starts, beside the catalogue instead of after the first render.
if (!['/', '/signIn'].includes(window.location.pathname)) startLoadingAreaScreen(window.location.pathname);
// The modules have just been evaluated, in one task: the catalogue is set up in the next one, so the
// two never make one long task that would hold a tap or a keystroke back.
await nextTask();
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
  // The prerendered form's behaviour is a chunk of its own (features/signIn/SignInPage.tsx). Hydrating
  // once it is in lets the form hydrate with the page; a page update reaching the form's boundary
  // before its code would make React render the form afresh and drop what was typed into it.
  // Not awaited at the top level: the chunk shares modules with this entry, which must finish first.
  void import('./features/signIn/PasswordLoginForm')
    .catch(() => undefined)
    .then(() =>
      startTransition(() => {
        hydrateRoot(container, app);
      }),
    );
} else {
  container.replaceChildren();
  const root = createRoot(container);
  // A returning customer already sees their page's first frame (ADR 0029): the app is drawn beneath
  // it as a transition, in slices between which the browser stays responsive.
  if (document.getElementById(FIRST_FRAME_ID)) startTransition(() => root.render(app));
  else root.render(app);
}
