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

/**
 * What is being paid: the pay event, the number, account or order, and the amount as shown. Each
 * value is isolated left to right so its digits keep their order on a right-to-left page, while the
 * row still lines up with the page's start.
 */
export function PaymentSummary({ payment, label = 'gaia_checkout_summary_label', children }: PaymentSummaryProps) {
  const t = useT();
  return (
    <SummaryList aria-label={t(label)}>
      <dt>{t('gaia_checkout_for')}</dt>
      <dd>{t(`gaia_checkout_event_${payment.payEvent}`)}</dd>
      {payment.accNbr ? (
        <>
          <dt>{t('gaia_checkout_number')}</dt>
          <dd>
            <bdi dir="ltr">{payment.accNbr}</bdi>
          </dd>
        </>
      ) : null}
      {payment.acctNbr ? (
        <>
          <dt>{t('gaia_checkout_account')}</dt>
          <dd>
            <bdi dir="ltr">{payment.acctNbr}</bdi>
          </dd>
        </>
      ) : null}
      {payment.custOrderNbr || payment.custOrderId ? (
        <>
          <dt>{t('gaia_checkout_order')}</dt>
          <dd>
            <bdi dir="ltr">{payment.custOrderNbr ?? payment.custOrderId}</bdi>
          </dd>
        </>
      ) : null}
      <dt>{t('gaia_checkout_amount')}</dt>
      <dd>
        <bdi dir="ltr">{paymentAmountText(payment)}</bdi>
      </dd>
      {children}
    </SummaryList>
  );
}
