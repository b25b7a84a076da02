import { useEffect, useRef, useState } from 'react';
import { Steps, useT, type StepDefinition } from '@gaia/ui';
import { Progress, StepTitle } from './ForgotPasswordPage.styles';

/** The three steps of a reset (F1.11): prove it is you with a code, choose the password, done. */
export type ResetStep = 'verify' | 'password' | 'done';

const STEPS: readonly (StepDefinition & { id: ResetStep })[] = [
  { id: 'verify', label: 'gaia_portal_forgot_step_verify' },
  { id: 'password', label: 'gaia_portal_forgot_step_password' },
  { id: 'done', label: 'gaia_portal_forgot_step_done' },
];

/**
 * Which step shows, and whether the person has moved between steps (focus then goes to the new
 * step's heading; on first load it stays where the browser put it).
 */
export function useResetSteps() {
  const [step, setStep] = useState<ResetStep>('verify');
  const [moved, setMoved] = useState(false);
  const go = (next: ResetStep) => {
    setStep(next);
    setMoved(true);
  };
  return { step, go, focusHeading: moved };
}

/** The step indicator; on the last step every step shows as completed. */
export function ResetProgress({ step }: { step: ResetStep }) {
  const index = STEPS.findIndex((definition) => definition.id === step);
  const current = step === 'done' ? STEPS.length : index;
  return (
    <Progress>
      <Steps steps={STEPS} current={current} label="gaia_portal_forgot_steps_label" />
    </Progress>
  );
}

/** A step's heading (a message key); takes focus when it appears after a move between steps. */
export function StepHeading({ id, children, values, focus }: { id: string; children: string; values?: Readonly<Record<string, string | number>>; focus: boolean }) {
  const t = useT();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, id]);
  return (
    <StepTitle id={id} ref={ref} tabIndex={-1}>
      {t(children, values)}
    </StepTitle>
  );
}
