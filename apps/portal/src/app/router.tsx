import { Suspense } from 'react';
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/signIn" replace />} />
        <Route path="signIn" element={<Page><SignInPage /></Page>} />
        <Route
          path="*"
          element={
            <PageErrorBoundary>
              <Suspense fallback={null}>
                <AreaRoutes />
              </Suspense>
            </PageErrorBoundary>
          }
        />
      </Route>
    </Routes>
  );
}
