import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { completionRoute, completionVerdict } from '@gaia/domain';
import { Button, Modal, useT } from '@gaia/ui';
import { sessionQuery } from '../../app/session';
import { accountPrompt } from '../../layout/accountPrompt';
import { completenessQuery } from './profileApi';
import { Hint } from './completion.styles';

/** The prompt is the way on (spec 02 §2): neither the mask, Escape nor a close button dismisses it. */
const NOT_DISMISSABLE = { dismissOnMask: false, dismissOnEscape: false, closeButton: false } as const;

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
      {...NOT_DISMISSABLE}
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

/** The completion prompt as the signed-in area mounts it (see accountPrompt). */
export default accountPrompt(CompletionPromptBody);
