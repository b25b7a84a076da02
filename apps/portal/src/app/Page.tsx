import { Suspense, type ReactNode } from 'react';
import { PageErrorBoundary, PageLoadFailed } from './PageErrorBoundary';
import { PageReady } from './PageReady';

/** A page whose chunk cannot be fetched says so in the page's place; its Try again fetches it again. */
export const pageLoading = { failed: (retry: () => void) => <PageLoadFailed onRetry={retry} /> };

/** Pages suspend while their chunk loads; the shell stays in place meanwhile, and a page that fails to load says so. */
export function Page({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <PageReady />
        {children}
      </Suspense>
    </PageErrorBoundary>
  );
}
