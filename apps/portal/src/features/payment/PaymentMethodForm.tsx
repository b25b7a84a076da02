import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, LoadFailed, RadioGroup, Spinner, useGaia } from '@gaia/ui';
import { Feature, isFeatureEnabled } from '@gaia/domain';
import { checkoutKeys, type PaymentMethodQuery } from '@gaia/domain/payments';
import { isApiError } from '@gaia/domain/api';
import {
  checkoutApi,
  checkoutReadApi,
  paymentAttempts,
  returnUrlTemplate,
  useHandOff,
} from './checkoutApi';
import { usePortalConfig } from '../../app/portalConfig';
import { useStepUp } from '../stepUp/useStepUp';
import { FormError, MethodForm, Muted } from './Payment.styles';

export interface PaymentMethodFormProps {
  /** The payment being made. */
  payment: PaymentMethodQuery;
  /** The method to start with (the one of a failed attempt, so it is kept). */
  initialMethod?: string;
}

/** The server's own message for a refused payment, else ours. */
function payFailureMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'business' && error.envelope?.resultMsg)
    return error.envelope.resultMsg;
  return 'gaia_checkout_pay_failed';
}

/**
 * F3.8: the methods of /ecare/payment/method/list as one radio group, then pay: the attempt's
 * idempotency key (the same for a double click or a reload) goes with the payment, and the payer is
 * handed off to the provider's page. A refusal is said on the form; the method stays chosen. When
 * payments need step-up authentication (feature PAYMENT_STEP_UP, F3.10), the person confirms it is
 * them first and the payment carries the passed check.
 */
export function PaymentMethodForm({ payment, initialMethod }: PaymentMethodFormProps) {
  const { t, config } = useGaia();
  const handOff = useHandOff();
  const request = {
    payEvent: payment.payEvent,
    ...(payment.amount ? { amount: payment.amount } : {}),
    ...(payment.eventType ? { eventType: payment.eventType } : {}),
  };
  const methods = useQuery({
    queryKey: checkoutKeys.methods(request),
    queryFn: () => checkoutReadApi.methodList(request),
  });
  const [chosen, setChosen] = useState<string | null>(initialMethod ?? null);
  const [missing, setMissing] = useState(false);
  const [handingOff, setHandingOff] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const stepUp = useStepUp();
  const needsStepUp = isFeatureEnabled(usePortalConfig(), Feature.paymentStepUp);
  const pay = useMutation({
    mutationFn: ({
      paymentMethodCode,
      stepUpReferenceId,
    }: {
      paymentMethodCode: string;
      stepUpReferenceId?: string;
    }) => {
      const attempt = paymentAttempts.begin(payment, paymentMethodCode);
      return checkoutApi.pay({
        ...payment,
        paymentMethodCode,
        returnUrl: returnUrlTemplate(),
        idempotencyKey: attempt.idempotencyKey,
        ...(stepUpReferenceId ? { stepUpReferenceId } : {}),
      });
    },
    onSuccess: (result) => {
      setHandingOff(true);
      handOff(result.payUrl);
    },
  });
  const busy = pay.isPending || handingOff || confirming;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const method = methods.data?.find((each) => each.paymentMethodCode === chosen);
    if (!method) {
      setMissing(true);
      return;
    }
    if (!needsStepUp) {
      pay.mutate({ paymentMethodCode: method.paymentMethodCode });
      return;
    }
    setConfirming(true);
    const passed = await stepUp.ensure('payment');
    setConfirming(false);
    // Given up (or failed twice, which leads to the dashboard): nothing is paid, the choice stays.
    if (passed)
      pay.mutate({
        paymentMethodCode: method.paymentMethodCode,
        stepUpReferenceId: passed.referenceId,
      });
  };

  if (methods.isPending)
    return <Spinner block delay={config.spinnerDelayMs} label="gaia_checkout_methods_label" />;
  if (methods.isError)
    return (
      <LoadFailed onRetry={() => void methods.refetch()} message="gaia_checkout_methods_failed" />
    );
  if (methods.data.length === 0)
    return <Muted role="status">{t('gaia_checkout_no_methods')}</Muted>;

  return (
    <>
      <MethodForm
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('gaia_checkout_methods_label')}
      >
        <RadioGroup
          label="gaia_checkout_methods_label"
          required
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setMissing(false);
          }}
          disabled={busy}
          {...(missing ? { error: 'gaia_checkout_method_required' } : {})}
          options={methods.data.map((method) => ({
            value: method.paymentMethodCode,
            label: method.paymentMethodName,
            ...(method.description ? { hint: method.description } : {}),
          }))}
        />
        <Muted>{t('gaia_checkout_secure_note')}</Muted>
        {pay.isError ? <FormError role="alert">{t(payFailureMessage(pay.error))}</FormError> : null}
        {handingOff ? <Muted role="status">{t('gaia_checkout_redirecting')}</Muted> : null}
        <Button type="submit" loading={busy}>
          gaia_checkout_pay
        </Button>
      </MethodForm>
      {/* Outside the form: a submit inside a step-up dialog must not reach the payment form. */}
      {stepUp.element}
    </>
  );
}
