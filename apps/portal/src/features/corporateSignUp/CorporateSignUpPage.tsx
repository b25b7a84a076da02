import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { CORPORATE_STEPS, type CorporateStep } from '@gaia/domain';
import { LoadFailed, Link, Spinner, Steps, lazyWithRetry, useT } from '@gaia/ui';
import { Progress } from '../forgot/ForgotPasswordPage.styles';
import { signInHref } from '../forgot/SignInLinks';
import { RouterAnchor } from '../signIn/RouterAnchor';
import { Links, Subtitle, Title } from '../signIn/SignInPage.styles';
import HelpPanel from '../signUp/help/HelpPanel';
import { CompanyStep } from './CompanyStep';
import { Layout, StepCard } from './CorporateSignUpPage.styles';
import { useCorporateDraft, type DraftStepProps } from './useCorporateDraft';
import { useRegisterCompany } from './useRegisterCompany';
import { withServerState } from '../../layout/withServerState';

const STEP_LABELS: Record<CorporateStep, string> = {
  company: 'gaia_corporate_step_company',
  representative: 'gaia_corporate_step_representative',
  code: 'gaia_corporate_step_code',
  password: 'gaia_corporate_step_password',
};
/*
 * The first step comes with the page; each later one (the birthday picker, the code, the password
 * rules and the terms dialog) loads when the flow reaches it, so the route's own JS stays small. A
 * step that cannot be fetched (offline) says so in its place, with Try again.
 */
const lazyStep = { failed: (retry: () => void) => <LoadFailed onRetry={retry} /> };
const RepresentativeStep = lazyWithRetry(() => import('./RepresentativeStep'), lazyStep);
const CodeStep = lazyWithRetry(() => import('./CodeStep'), lazyStep);
const PasswordStep = lazyWithRetry(() => import('./PasswordStep'), lazyStep);
const DoneStep = lazyWithRetry(() => import('./DoneStep'), lazyStep);

const STEPS = CORPORATE_STEPS.map((id) => ({ id, label: STEP_LABELS[id] }));

/**
 * /signUp-c (F2.11; docs/adr/0020-corporate-sign-up.md): the company, its representative, a code to
 * the representative's mobile, then the password and terms; success shows the company account.
 * Entries are kept on Back and across a reload, and cleared on Cancel. Help for the step sits beside
 * it (F2.19).
 */
export default withServerState(CorporateSignUp);

function CorporateSignUp() {
  const t = useT();
  const navigate = useNavigate();
  const flow = useCorporateDraft();
  const registration = useRegisterCompany(flow);
  const { step } = flow.draft;

  /** Cancel: nothing typed is kept; back to the corporate sign-in. */
  const cancel = () => {
    flow.clear();
    registration.form.reset();
    void navigate(signInHref(true));
  };

  /** What the steps that edit the draft take: the flow, and Cancel. */
  const flowStep: DraftStepProps = { flow, onCancel: cancel };

  const current =
    step === 'done' ? STEPS.length : STEPS.findIndex((definition) => definition.id === step);

  return (
    <Layout>
      <StepCard aria-labelledby="corporate-title">
        <Title id="corporate-title">{t('gaia_corporate_title')}</Title>
        <Subtitle>{t('gaia_corporate_subtitle')}</Subtitle>
        <Progress>
          <Steps steps={STEPS} current={current} label="gaia_corporate_steps_label" />
        </Progress>
        <Suspense fallback={<Spinner block />}>
          {step === 'company' ? (
            <CompanyStep
              {...flowStep}
              registrationNumberError={registration.registrationNumberError}
              onRegistrationNumberChange={registration.clearRegistrationNumberError}
            />
          ) : null}
          {step === 'representative' ? <RepresentativeStep {...flowStep} /> : null}
          {step === 'code' ? (
            <CodeStep {...flowStep} returnMessage={registration.codeMessage} onSend={registration.clearCodeMessage} />
          ) : null}
          {step === 'password' ? (
            <PasswordStep
              form={registration.form}
              focusHeading={flow.moved}
              onBack={() => flow.go('code')}
              onCancel={cancel}
            />
          ) : null}
          {step === 'done' && flow.draft.userCode ? (
            <DoneStep
              userCode={flow.draft.userCode}
              focusHeading={flow.moved}
              onLeave={flow.clear}
            />
          ) : null}
        </Suspense>
        {step === 'done' ? null : (
          <Links>
            <Link as={RouterAnchor} variant="standalone" href={signInHref(true)}>
              gaia_corporate_have_account
            </Link>
          </Links>
        )}
      </StepCard>
      {step === 'done' ? null : <HelpPanel step={step} />}
    </Layout>
  );
}
