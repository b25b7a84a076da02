import { Component, type ReactNode } from 'react';
import { Button, useT } from '@gaia/ui';

interface PageErrorBoundaryState {
  failed: boolean;
}

/**
 * A page whose code could not be loaded (offline, a deploy replaced its chunk) or that failed while
 * rendering shows a message and a way to try again, inside the shell, instead of an empty window.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): PageErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}

function PageLoadFailed() {
  const t = useT();
  return (
    <section role="alert" aria-labelledby="page-load-failed">
      <h1 id="page-load-failed">{t('gaia_page_load_failed_title')}</h1>
      <p>{t('gaia_page_load_failed_message')}</p>
      {/* A fresh load fetches the current chunks (a new deploy) or retries the failed one. */}
      <Button onClick={() => window.location.reload()}>gaia_action_try_again</Button>
    </section>
  );
}
