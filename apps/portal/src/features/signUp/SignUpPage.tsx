import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { signUpSubmissionKeys } from '@gaia/domain';
import { registrationConfigOrDefaults } from '@gaia/domain/api';
import { useT } from '@gaia/ui';
import { queryClient } from '../../app/queryClient';
import { submissionReadApi } from './signUpApi';
import { SignUpFlow } from './SignUpFlow';
import { Muted } from './SignUpPage.styles';

/**
 * /signUp (spec 02 §2; F2.7): loads the registration configuration (the reading, face rule,
 * password rules …; the defaults when the call fails), then runs the flow in that reading.
 * On entering it loads the rules; leaving clears the step data (the flow's own effect).
 */
export default function SignUpPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignUpWithConfig />
    </QueryClientProvider>
  );
}

function SignUpWithConfig() {
  const t = useT();
  const config = useQuery({
    queryKey: signUpSubmissionKeys.config(),
    queryFn: () => registrationConfigOrDefaults(submissionReadApi),
    staleTime: 60_000,
  });
  if (!config.data) return <Muted role="status">{t('gaia_signup_flow_loading')}</Muted>;
  return <SignUpFlow config={config.data} />;
}
