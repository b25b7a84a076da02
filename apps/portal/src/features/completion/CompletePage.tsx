import { Suspense, useDeferredValue, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { COMPLETION_PROFILE_SCOPES, CORPORATE_COMPLETION_PROFILE_SCOPES } from '@gaia/domain';
import { LoadFailed, Spinner, useT } from '@gaia/ui';
import { LazyCorporateCompletionForm, LazyIndividualCompletionForm, preloadCompletionForm } from './lazyCompletionForm';
import { profileQuery } from './profileApi';
import { useHeadingFocus } from './useHeadingFocus';
import { useSignedInUser } from './useSignedInUser';
import { Card, Hint, Title } from './completion.styles';
import { withServerState } from '../../layout/withServerState';

/**
 * /complete and /complete-c (F2.12, spec 02 §2): the profile loaded with the completion scopes and
 * completed. The path decides the form; a company on /complete (or an individual on /complete-c)
 * is sent to its own route by signInUserType. The form's code loads beside the profile, and one
 * spinner holds the form's place until both are there.
 */
function CompletionPage() {
  const t = useT();
  const { pathname } = useLocation();
  const corporatePath = pathname === '/complete-c';
  const session = useSignedInUser();
  const userId = session.status === 'signedIn' ? session.user.userId : '';
  const corporate = session.status === 'signedIn' ? session.user.signInUserType === 'CORPORATION' : corporatePath;
  const profile = useQuery({
    ...profileQuery(userId, corporate ? CORPORATE_COMPLETION_PROFILE_SCOPES : COMPLETION_PROFILE_SCOPES),
    enabled: userId !== '',
  });
  // The form shows once its code is there too: a deferred value keeps the spinner on screen
  // (the same one, so it neither restarts nor jumps) while the form's chunk is still loading.
  const shownProfile = useDeferredValue(profile.data);
  const titleRef = useHeadingFocus<HTMLHeadingElement>(shownProfile !== undefined);
  const signedOut = session.status === 'signedOut';
  useEffect(() => {
    if (!signedOut) preloadCompletionForm(corporate);
  }, [signedOut, corporate]);

  if (signedOut) return <Navigate to={`/signIn?t=${corporatePath ? 'c' : 'i'}`} replace />;
  if (session.status === 'signedIn' && corporate !== corporatePath)
    return <Navigate to={corporate ? '/complete-c' : '/complete'} replace />;
  const loading = <Spinner block label="gaia_completion_loading" />;
  return (
    <Card aria-labelledby="completion-title">
      <Title id="completion-title" ref={titleRef} tabIndex={-1}>
        {t(corporate ? 'gaia_completion_corporate_title' : 'gaia_completion_title')}
      </Title>
      {profile.isError ? (
        <LoadFailed message="gaia_completion_load_failed" onRetry={() => void profile.refetch()} />
      ) : (
        <Suspense fallback={loading}>
          {!shownProfile ? (
            loading
          ) : (
            <>
              <Hint>{t('gaia_completion_intro')}</Hint>
              {corporate ? <LazyCorporateCompletionForm profile={shownProfile} /> : <LazyIndividualCompletionForm profile={shownProfile} />}
            </>
          )}
        </Suspense>
      )}
    </Card>
  );
}

/** Outside the signed-in area's frame (and inside it), the page brings the query cache itself. */
export default withServerState(CompletionPage);
