import { startTransition, Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyWithRetry } from '@gaia/ui';
import { Shell } from '../layout/Shell';
import { Page, pageLoading as page } from './Page';
import { PageErrorBoundary } from './PageErrorBoundary';

/*
 * Routes exactly as the specifications name them. The first load carries the shell and the landing
 * route (/signIn) alone; every other route is declared in ./areaRoutes, a chunk loaded by the first
 * visit to one of them, where each page is its own chunk again. Declarative routing keeps
 * react-router's data-router runtime out of the first load (B6).
 */
/* The sign-in screen is the first paint: it ships with the first-paint messages alone. */
const SignInPage = lazyWithRetry(() => import('../features/signIn/SignInPage'), page);
const AreaRoutes = lazyWithRetry(() => import('./areaRoutes'), page);

/*
 * The screen of the address the app starts on, once it can be drawn without suspending (the routes'
 * chunk, the signed-in area's and the page's, with the catalogue: areaRoutes.tsx). Until then the
 * shell is drawn without it; then it is drawn in one go. Left to suspend instead, the page would be
 * revealed no sooner than 300 ms after its (empty) fallback was shown: React throttles reveals.
 */
let startingScreen: Promise<void> | undefined;

/** Starts loading the screen of `pathname` (any address but the landing one) as the app starts. */
export function startLoadingAreaScreen(pathname: string): void {
  startingScreen = Promise.all([AreaRoutes.preload(), import('./areaRoutes').then((routes) => routes.loadScreenOf(pathname))]).then(
    () => undefined,
    // A failed load is the page's own to report: it loads again as it renders.
    () => undefined,
  );
}

/** Whether the starting screen's code is in (always, once it is, and when none was started). */
function useStartingScreenReady(): boolean {
  const [ready, setReady] = useState(startingScreen === undefined);
  useEffect(() => {
    if (ready || !startingScreen) return undefined;
    let current = true;
    // A transition: the page is drawn in slices between which the browser stays responsive.
    void startingScreen.then(() => current && startTransition(() => setReady(true)));
    return () => {
      current = false;
    };
  }, [ready]);
  return ready;
}

export function AppRoutes() {
  const screenReady = useStartingScreenReady();
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/signIn" replace />} />
        <Route path="signIn" element={<Page><SignInPage /></Page>} />
        <Route
          path="*"
          element={
            <PageErrorBoundary>
              <Suspense fallback={null}>{screenReady ? <AreaRoutes /> : null}</Suspense>
            </PageErrorBoundary>
          }
        />
      </Route>
    </Routes>
  );
}
