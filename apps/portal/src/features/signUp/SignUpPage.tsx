import { useQuery } from '@tanstack/react-query';
import { signUpSubmissionKeys } from '@gaia/domain';
import { registrationConfigOrDefaults } from '@gaia/domain/api';
import { useT } from '@gaia/ui';
import { submissionReadApi } from './signUpApi';
import { SignUpFlow } from './SignUpFlow';
import { Muted } from './SignUpPage.styles';
import { withServerState } from '../../layout/withServerState';

/**
 * /signUp (spec 02 §2; F2.7): loads the registration configuration (the reading, face rule,
 * password rules …; the defaults when the call fails), then runs the flow in that reading.
 * On entering it loads the rules; leaving clears the step data (the flow's own effect).
 */
export default withServerState(SignUpWithConfig);

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
