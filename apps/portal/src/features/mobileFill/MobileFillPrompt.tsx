import { Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import {
  completionVerdict,
  mobileFillKeys,
  needsMobileFillUp,
  postponeForSession,
  profileCompletionKeys,
  postponedThisSession,
  type NeedMobileFillUpResult,
} from '@gaia/domain';
import { LoadFailed, lazyWithRetry, useToast } from '@gaia/ui';
import { tokenStore } from '../../app/browserStorage';
import { sessionQuery } from '../../app/session';
import { accountPrompt } from '../../layout/accountPrompt';
import { completenessQuery } from '../completion/profileApi';
import { needMobileFillQuery, sessionStore } from './mobileFillApi';

/* The dialog's form (fields, the code input, the countdown) loads only for a person asked to fill. */
const MobileFillDialog = lazyWithRetry(() => import('./MobileFillDialog').then((m) => ({ default: m.MobileFillDialog })), {
  // Offline: the dialog's place says so with Retry; Close is the dialog's own Later.
  failed: (retry, props) => <LoadFailed placement="dialog" onRetry={retry} onClose={props.onLater} />,
});

/** The completion's own pages: the person is busy with the profile there (completion first). */
const COMPLETION_ROUTES = ['/complete', '/complete-c', '/underAge'];

/**
 * Spec 02 §5, §7 (docs/adr/0027): once the completeness check finds nothing to complete (the
 * completion prompt comes first, F2.12), need-fillup-mobile is asked once per session; Y opens the
 * mobile-fill dialog. Saved: a success toast, and the cached answer turns N. Later: not asked again
 * in this session (a reload keeps the choice), asked again at the next sign-in.
 */
function MobileFillPromptBody() {
  const toast = useToast();
  const cache = useQueryClient();
  const { pathname } = useLocation();
  const [later, setLater] = useState(() => postponedThisSession(sessionStore(), tokenStore.get()));
  const [asked, setAsked] = useState(false);
  const user = useQuery(sessionQuery).data;
  const userId = user?.userId ?? '';
  const completeness = useQuery({ ...completenessQuery(userId), enabled: Boolean(userId) });
  const completionDone = completeness.isSuccess && completionVerdict(completeness.data) === 'none';
  const need = useQuery({ ...needMobileFillQuery(userId), enabled: completionDone && !later });
  if (!user || COMPLETION_ROUTES.includes(pathname)) return null;

  const saved = () => {
    cache.setQueryData<NeedMobileFillUpResult>(mobileFillKeys.need(userId), { fillUpFlag: 'N' });
    // The number may have become the profile's contact number too (when it had none): My details refreshes.
    void cache.invalidateQueries({ queryKey: profileCompletionKeys.all });
    toast.show({ tone: 'success', message: 'gaia_mobilefill_saved' });
  };
  const postpone = () => {
    postponeForSession(sessionStore(), tokenStore.get());
    setLater(true);
  };
  const open = completionDone && !later && needsMobileFillUp(need.data);
  // Once shown it stays mounted, so closing it animates and returns focus as any dialog's does.
  if (open && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <MobileFillDialog open={open} onSaved={saved} onLater={postpone} />
    </Suspense>
  ) : null;
}

/** The mobile fill-up prompt, mounted by the signed-in area beside the completion prompt (see accountPrompt). */
export default accountPrompt(MobileFillPromptBody);
