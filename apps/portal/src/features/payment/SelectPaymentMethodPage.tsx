import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@gaia/ui';
import { parsePaymentMethodSearch } from '@gaia/domain/payments';
import { paymentAttempts } from './checkoutApi';
import { InvalidPayment } from './InvalidPayment';
import { OrderPaymentCheck } from './OrderPaymentCheck';
import { PaymentMethodForm } from './PaymentMethodForm';
import { PageTitle, PaymentLayout } from './Payment.styles';
import { PaymentSummary } from './PaymentSummary';

/**
 * Payment method selection at /selectPaymentMethod and /h5/selectPaymentMethod (spec 03 F3.8, F3.9):
 * what is paid, the methods, pay and the hand-off to the provider. An order is checked first. The
 * method of an unfinished or failed attempt (or ?paymentMethodCode) is chosen again on return.
 */
export default function SelectPaymentMethodPage() {
  const t = useT();
  const { search } = useLocation();
  const payment = useMemo(() => parsePaymentMethodSearch(search), [search]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!payment) return <InvalidPayment />;
  const initialMethod = new URLSearchParams(search).get('paymentMethodCode') ?? paymentAttempts.current(payment)?.paymentMethodCode;
  const form = <PaymentMethodForm payment={payment} {...(initialMethod ? { initialMethod } : {})} />;
  return (
    <PaymentLayout aria-labelledby="payment-title">
      <PageTitle id="payment-title" ref={heading} tabIndex={-1}>
        {t('gaia_checkout_title')}
      </PageTitle>
      <PaymentSummary payment={payment} />
      {payment.fromOrder === 'Y' && payment.custOrderId ? <OrderPaymentCheck custOrderId={payment.custOrderId}>{form}</OrderPaymentCheck> : form}
    </PaymentLayout>
  );
}
