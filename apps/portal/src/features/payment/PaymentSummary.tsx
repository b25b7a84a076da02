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

/** A row of the summary whose value (a number, an amount) is isolated left to right. */
function LtrRow({ label, value }: { label: string; value: React.ReactNode }) {
  const t = useT();
  return (
    <>
      <dt>{t(label)}</dt>
      <dd>
        <bdi dir="ltr">{value}</bdi>
      </dd>
    </>
  );
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
      {payment.accNbr ? <LtrRow label="gaia_checkout_number" value={payment.accNbr} /> : null}
      {payment.acctNbr ? <LtrRow label="gaia_checkout_account" value={payment.acctNbr} /> : null}
      {payment.custOrderNbr || payment.custOrderId ? (
        <LtrRow label="gaia_checkout_order" value={payment.custOrderNbr ?? payment.custOrderId} />
      ) : null}
      <LtrRow label="gaia_checkout_amount" value={paymentAmountText(payment)} />
      {children}
    </SummaryList>
  );
}
