import { useT } from '@gaia/ui';
import { useStepHeadingFocus } from '../useStepHeadingFocus';
import { StepHeading } from './identity.styles';

/** A step's heading (a message key); takes focus when the step appears, so a screen reader starts there. */
export function StepTitle({ id, children }: { id: string; children: string }) {
  const t = useT();
  const ref = useStepHeadingFocus<HTMLHeadingElement>();
  return (
    <StepHeading id={id} ref={ref} tabIndex={-1}>
      {t(children)}
    </StepHeading>
  );
}
