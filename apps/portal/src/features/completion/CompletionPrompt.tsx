import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../app/queryClient';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { completionRoute, completionVerdict } from '@gaia/domain';
import { isTempLoginMode } from '@gaia/domain/profile';
import { Button, Modal, useT } from '@gaia/ui';
import { appStorage } from '../../app/browserStorage';
import { sessionQuery } from '../../app/session';
import { completenessQuery } from './profileApi';
import { Hint } from './completion.styles';

/** Where neither the prompt nor the under-16 redirect applies: the pages they lead to. */
const OWN_ROUTES = ['/complete', '/complete-c', '/underAge'];

/**
 * F2.12 / F2.13: after sign-in the completeness check runs for the signed-in user. Under 16 → the
 * block page; incomplete → the prompt (title, hint, Fulfil now → /complete or /complete-c by
 * signInUserType). The prompt cannot be dismissed by the mask (spec 02 §2) nor by Escape: it is
 * the way on; the header's Sign Out stays reachable (see the domain README of profile/completion).
 */
function CompletionPromptBody() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useQuery(sessionQuery);
  const user = session.data;
  const check = useQuery({ ...completenessQuery(user?.userId ?? ''), enabled: Boolean(user?.userId) });
  if (!user || OWN_ROUTES.includes(pathname)) return null;
  const verdict = completionVerdict(check.data);
  if (verdict === 'underAge') return <Navigate to="/underAge" replace />;
  return (
    <Modal
      open={verdict === 'prompt'}
      onClose={() => undefined}
      title="gaia_completion_prompt_title"
      role="alertdialog"
      size="small"
      dismissOnMask={false}
      dismissOnEscape={false}
      closeButton={false}
      // Fulfil now leaves for /complete, whose heading takes focus: nothing to return to.
      restoreFocus={false}
      footer={
        <Button onClick={() => navigate(completionRoute(user.signInUserType))}>{t('gaia_completion_prompt_fulfil')}</Button>
      }
    >
      <Hint>{t('gaia_completion_prompt_hint')}</Hint>
    </Modal>
  );
}

/**
 * Outside the signed-in area's frame (and inside it), the page brings the query cache itself.
 * In temporary-login mode (a visitor's new-connection onboarding, F3.19) nothing renders: the new
 * customer gave only what the order needs, and a prompt that cannot be dismissed would stand
 * between them and paying it (spec 02 §4 "tempLogin").
 */
export default function CompletionPrompt() {
  // Read on each render: the onboarding's identity step sets the flag while the area may be mounted.
  if (isTempLoginMode(appStorage)) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <CompletionPromptBody />
    </QueryClientProvider>
  );
}
