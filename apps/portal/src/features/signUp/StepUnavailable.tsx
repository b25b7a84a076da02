import { useT } from '@gaia/ui';
import { Muted } from './SignUpPage.styles';

/** In a step's place while that step's part is not in this build. */
export function StepUnavailable() {
  const t = useT();
  return <Muted role="status">{t('gaia_signup_flow_step_loading')}</Muted>;
}
