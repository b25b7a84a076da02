import { Component, type ReactNode } from 'react';
import { Button, useT } from '@gaia/ui';

interface PageErrorBoundaryState {
  failed: boolean;
}

/**
 * A page that failed while rendering shows a message and a way to try again, inside the shell,
 * instead of an empty window. (A page whose code could not be fetched says the same from its own
 * lazy loader, router.tsx, and fetches it again on Try again.)
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): PageErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    // A fresh load fetches the current chunks (a new deploy) and starts the page afresh.
    return this.state.failed ? <PageLoadFailed onRetry={() => window.location.reload()} /> : this.props.children;
  }
}

/** The page could not be shown: what happened, and Try again. Its texts come with the first paint. */
export function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <section role="alert" aria-labelledby="page-load-failed">
      <h1 id="page-load-failed">{t('gaia_page_load_failed_title')}</h1>
      <p>{t('gaia_page_load_failed_message')}</p>
      <Button onClick={onRetry}>gaia_action_try_again</Button>
    </section>
  );
}
