import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyWithRetry } from '@gaia/ui';
import { Shell } from '../layout/Shell';
import { lazyWithMessages } from './lazyWithMessages';
import { PageErrorBoundary, PageLoadFailed } from './PageErrorBoundary';
import { PageReady } from './PageReady';

/*
 * Routes exactly as spec 01 §2 names them; each page is its own chunk, loaded on demand together
 * with the rest of the catalogue. Declarative routing keeps react-router's data-router runtime out
 * of the first load (B6).
 */
/* A page whose chunk cannot be fetched says so in the page's place; its Try again fetches it again. */
const page = { failed: (retry: () => void) => <PageLoadFailed onRetry={retry} /> };
/* The sign-in screen is the first paint: it ships with the first-paint messages alone. */
const SignInPage = lazyWithRetry(() => import('../features/signIn/SignInPage'), page);
const ForgotPasswordPage = lazyWithMessages(() => import('../features/forgot/ForgotPasswordPage'), page);
const SignedInArea = lazyWithMessages(() => import('../layout/SignedInArea'), page);
const MyProfilePage = lazyWithMessages(() => import('../features/profile/MyProfilePage'), page);
const SignUpPage = lazyWithMessages(() => import('../features/signUp/SignUpPage'), page);
const CorporateSignUpPage = lazyWithMessages(() => import('../features/corporateSignUp/CorporateSignUpPage'), page);
const CompletePage = lazyWithMessages(() => import('../features/completion/CompletePage'), page);
const UnderAgePage = lazyWithMessages(() => import('../features/completion/UnderAgePage'), page);
const MyDetailsPage = lazyWithMessages(() => import('../features/myDetails/MyDetailsPage'), page);
const TopUpPage = lazyWithMessages(() => import('../features/topUp/TopUpPage'), page);
const SelectPaymentMethodPage = lazyWithMessages(() => import('../features/payment/SelectPaymentMethodPage'), page);
const TransactionStatusPage = lazyWithMessages(() => import('../features/payment/TransactionStatusPage'), page);
const MemorableWordPage = lazyWithMessages(() => import('../features/stepUp/MemorableWordPage'), page);
const MyOrdersPage = lazyWithMessages(() => import('../features/orders/MyOrdersPage'), page);
const OrderDetailPage = lazyWithMessages(() => import('../features/orders/detail/OrderDetailPage'), page);
const EvaluationBatchPage = lazyWithMessages(() => import('../features/orders/review/EvaluationBatchPage'), page);
const OperationLogPage = lazyWithMessages(() => import('../features/shell/OperationLogPage'), page);
const MaintenancePage = lazyWithMessages(() => import('../features/maintenance/MaintenancePage'), page);
const NotFoundPage = lazyWithMessages(() => import('../features/notFound/NotFoundPage'), page);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/signIn" replace />} />
        <Route path="signIn" element={<Page><SignInPage /></Page>} />
        <Route path="forgot" element={<Page><ForgotPasswordPage /></Page>} />
        <Route path="signUp" element={<Page><SignUpPage /></Page>} />
        <Route path="signUp-c" element={<Page><CorporateSignUpPage /></Page>} />
        <Route path="complete" element={<Page><CompletePage /></Page>} />
        <Route path="complete-c" element={<Page><CompletePage /></Page>} />
        <Route path="underAge" element={<Page><UnderAgePage /></Page>} />
        <Route element={<Page><SignedInArea /></Page>}>
          <Route path="myProfile" element={<Page><MyProfilePage /></Page>} />
          <Route path="myDetails" element={<Page><MyDetailsPage /></Page>} />
          <Route path="operationLog" element={<Page><OperationLogPage /></Page>} />
          <Route path="topUp" element={<Page><TopUpPage /></Page>} />
          <Route path="selectPaymentMethod" element={<Page><SelectPaymentMethodPage /></Page>} />
          <Route path="h5/selectPaymentMethod" element={<Page><SelectPaymentMethodPage /></Page>} />
          <Route path="transaction/:transactionSn" element={<Page><TransactionStatusPage /></Page>} />
          <Route path="memorableWord" element={<Page><MemorableWordPage /></Page>} />
          <Route path="myOrders" element={<Page><MyOrdersPage /></Page>} />
          <Route path="h5/orderDetail" element={<Page><OrderDetailPage /></Page>} />
          <Route path="h5/evaluationBatch" element={<Page><EvaluationBatchPage /></Page>} />
        </Route>
        <Route path="maintenance" element={<Page><MaintenancePage /></Page>} />
        <Route path="*" element={<Page><NotFoundPage /></Page>} />
      </Route>
    </Routes>
  );
}

/** Pages suspend while their chunk loads; the shell stays in place meanwhile, and a page that fails to load says so. */
function Page({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <PageReady />
        {children}
      </Suspense>
    </PageErrorBoundary>
  );
}
