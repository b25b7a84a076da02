import { useT } from '@gaia/ui';
import { paymentAmountText, type PaymentMethodQuery } from '@gaia/domain/payments';
import { SummaryList } from './Payment.styles';

export interface PaymentSummaryProps {
  /** The payment: its event, target and amount. */
  payment: PaymentMethodQuery;
  /** The accessible name of the list. */
  label?: string;
  /** Extra rows (transaction number, method …) after the payment's own. */
  children?: React.ReactNode;
}

/** What is being paid: the pay event, the number, account or order, and the amount as shown. */
export function PaymentSummary({ payment, label = 'gaia_checkout_summary_label', children }: PaymentSummaryProps) {
  const t = useT();
  return (
    <SummaryList aria-label={t(label)}>
      <dt>{t('gaia_checkout_for')}</dt>
      <dd>{t(`gaia_checkout_event_${payment.payEvent}`)}</dd>
      {payment.accNbr ? (
        <>
          <dt>{t('gaia_checkout_number')}</dt>
          <dd dir="ltr">{payment.accNbr}</dd>
        </>
      ) : null}
      {payment.acctNbr ? (
        <>
          <dt>{t('gaia_checkout_account')}</dt>
          <dd dir="ltr">{payment.acctNbr}</dd>
        </>
      ) : null}
      {payment.custOrderNbr || payment.custOrderId ? (
        <>
          <dt>{t('gaia_checkout_order')}</dt>
          <dd dir="ltr">{payment.custOrderNbr ?? payment.custOrderId}</dd>
        </>
      ) : null}
      <dt>{t('gaia_checkout_amount')}</dt>
      <dd dir="ltr">{paymentAmountText(payment)}</dd>
      {children}
    </SummaryList>
  );
}
