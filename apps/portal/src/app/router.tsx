import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Shell } from '../layout/Shell';

/*
 * Routes exactly as spec 01 §2 names them; each page is its own chunk, loaded on demand.
 * Declarative routing keeps react-router's data-router runtime out of the first load (B6).
 */
const SignInPage = lazy(() => import('../features/signIn/SignInPage'));
const SignedInArea = lazy(() => import('../layout/SignedInArea'));
const MyProfilePage = lazy(() => import('../features/profile/MyProfilePage'));
const MaintenancePage = lazy(() => import('../features/maintenance/MaintenancePage'));
const NotFoundPage = lazy(() => import('../features/notFound/NotFoundPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/signIn" replace />} />
        <Route path="signIn" element={<Page><SignInPage /></Page>} />
        <Route element={<Page><SignedInArea /></Page>}>
          <Route path="myProfile" element={<Page><MyProfilePage /></Page>} />
        </Route>
        <Route path="maintenance" element={<Page><MaintenancePage /></Page>} />
        <Route path="*" element={<Page><NotFoundPage /></Page>} />
      </Route>
    </Routes>
  );
}

/** Pages suspend while their chunk loads; the shell stays in place meanwhile. */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
