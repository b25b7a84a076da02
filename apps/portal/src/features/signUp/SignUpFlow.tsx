import { Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  SIGN_UP_STEP_LABEL,
  SignInRoute,
  identityFromProfile,
  indicatorPosition,
  isSubmitStep,
  lockedFieldsOf,
  signedInLogin,
  stepOneInitial,
  stepsOf,
  supplementaryFromProfile,
  type RegistrationConfig,
} from '@gaia/domain';
import { Link, Steps, useT } from '@gaia/ui';
import { signInMemory } from '../../app/rememberedLogin';
import { RouterAnchor } from '../signIn/RouterAnchor';
import { CodeStep, HelpPanel, IdentityStep, StepOne, SubmitStep, SuccessDialog, SupplementaryStep } from './partSteps';
import { StepLoading } from './StepLoading';
import { FlowCard, Footer, Layout, PageTitle, Position } from './SignUpPage.styles';
import { useSignUpFlow } from './useSignUpFlow';
import { useUpgradeProfile } from './useUpgradeProfile';

/**
 * Individual sign-up (spec 02 §2, §4; F2.7–F2.10; docs/adr/0019): the step indicator, the current
 * step with Back and Next (earlier entries restored on Back, kept across a reload, cleared on Cancel
 * and on leaving), the help beside it, and the success dialog leading to sign-in with the account
 * prefilled. The page heading takes focus on each step change.
 */
export function SignUpFlow({ config }: { config: RegistrationConfig }) {
  const t = useT();
  const navigate = useNavigate();
  const { state, dispatch, moved } = useSignUpFlow(config);
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = stepsOf(state);
  const position = indicatorPosition(state);
  const locked = lockedFieldsOf(state.profile);

  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved, state.step]);

  useUpgradeProfile(state, dispatch);

  const cancel = () => {
    dispatch({ type: 'restart' });
    navigate(`${SignInRoute.signIn}?t=i`);
  };
  const signIn = () => {
    if (state.result) signInMemory.remember(signedInLogin(state.result.account));
    dispatch({ type: 'restart' });
    navigate(`${SignInRoute.signIn}?t=i`);
  };
  const back = () => dispatch({ type: 'back' });

  const current = state.result && state.reading === 'A' ? undefined : state.step;
  const stepName = t(SIGN_UP_STEP_LABEL[steps[Math.min(position, steps.length - 1)] ?? 'account']);

  return (
    <Layout>
      <FlowCard>
        <div>
          <PageTitle
            id="signup-title"
            ref={heading}
            tabIndex={-1}
            aria-describedby="signup-position"
          >
            {t('gaia_signup_flow_title')}
          </PageTitle>
          <Position id="signup-position">
            {t('gaia_controls_steps_position', {
              current: Math.min(position + 1, steps.length),
              total: steps.length,
            })}
            : {stepName}
          </Position>
        </div>
        <Steps
          steps={steps.map((id) => ({ id, label: SIGN_UP_STEP_LABEL[id] }))}
          current={position}
          label="gaia_signup_flow_steps_label"
          showPosition={false}
        />
        {/* A step's part loads when its step is shown: the indicator and heading stay meanwhile. */}
        <Suspense fallback={<StepLoading />}>
          {current === 'account' ? (
            <StepOne
              initial={stepOneInitial(state)}
              config={config}
              onDraft={(values) => dispatch({ type: 'draft', step: 'account', values })}
              onDone={(data) => dispatch({ type: 'stepOneDone', data })}
              onCancel={cancel}
            />
          ) : null}
          {current === 'code' && state.stepOne ? (
            <CodeStep
              stepOne={state.stepOne}
              config={config}
              onVerified={(code) => dispatch({ type: 'codeVerified', code })}
              onBack={back}
              onRestart={() => dispatch({ type: 'restart' })}
            />
          ) : null}
          {current === 'identity' && state.stepOne ? (
            <IdentityStep
              initial={
                state.identity ??
                state.drafts.identity ??
                (state.profile ? identityFromProfile(state.profile) : undefined)
              }
              stepOne={state.stepOne}
              locked={locked}
              config={config}
              onDraft={(values) => dispatch({ type: 'draft', step: 'identity', values })}
              onNext={(data) => dispatch({ type: 'identityDone', data })}
              onBack={back}
            />
          ) : null}
          {current === 'supplementary' ? (
            <SupplementaryStep
              initial={
                state.supplementary ??
                state.drafts.supplementary ??
                (state.profile ? supplementaryFromProfile(state.profile) : undefined)
              }
              locked={locked}
              onDraft={(values) => dispatch({ type: 'draft', step: 'supplementary', values })}
              onNext={(data) => dispatch({ type: 'supplementaryDone', data })}
              onBack={back}
            />
          ) : null}
          {current && isSubmitStep(current) ? (
            <SubmitStep state={state} config={config} dispatch={dispatch} />
          ) : null}
        </Suspense>
        {state.result ? null : (
          <Footer>
            <span>{t('gaia_signup_flow_have_account')}</span>
            <Link as={RouterAnchor} variant="standalone" href={`${SignInRoute.signIn}?t=i`}>
              gaia_signup_flow_sign_in
            </Link>
          </Footer>
        )}
      </FlowCard>
      {state.result ? null : (
        <aside aria-label={t('gaia_signup_flow_help_label')}>
          <Suspense fallback={null}>
            <HelpPanel step={state.step} />
          </Suspense>
        </aside>
      )}
      {state.result ? (
        <Suspense fallback={null}>
          <SuccessDialog result={state.result} onSignIn={signIn} />
        </Suspense>
      ) : null}
    </Layout>
  );
}
