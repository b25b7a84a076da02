import type { ReactNode } from 'react';
import { NewPasswordStep } from './NewPasswordStep';
import { ResetDoneStep } from './ResetDoneStep';
import { BackToSignIn } from './SignInLinks';
import { ResetProgress } from './resetSteps';
import type { useResetFlow } from './useResetFlow';

/** The steps of a reset around the flow's own code step (F1.11): progress, password, done, links. */
export function ResetFlowSteps({ flow, corporate, verifyStep }: { flow: ReturnType<typeof useResetFlow>; corporate: boolean; verifyStep: ReactNode }) {
  return (
    <>
      <ResetProgress step={flow.step} />
      {flow.step === 'verify' ? verifyStep : null}
      {flow.step === 'password' && flow.verified ? (
        <NewPasswordStep
          account={flow.verified.account}
          passwordSet={flow.verified.passwordSet}
          form={flow.passwords}
          focusHeading={flow.focusHeading}
          onBack={flow.back}
        />
      ) : null}
      {flow.step === 'done' ? <ResetDoneStep corporate={corporate} focusHeading={flow.focusHeading} /> : <BackToSignIn corporate={corporate} />}
    </>
  );
}
