import { useT } from '@gaia/ui';
import { Muted } from './SignUpPage.styles';

/** In a step's place while its chunk loads. */
export function StepLoading() {
  const t = useT();
  return <Muted role="status">{t('gaia_signup_flow_step_loading')}</Muted>;
}
