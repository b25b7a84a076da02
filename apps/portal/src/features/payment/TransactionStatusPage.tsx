import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, FeedbackScreen, LoadFailed, Modal, Spinner, useGaia } from '@gaia/ui';
import {
  isFinalTransaction,
  PAYMENT_DIALOG_WIDTH,
  paymentAmountText,
  toPaymentMethodSearch,
  transactionQuery,
  transactionStatusView,
  type PaymentTransaction,
} from '@gaia/domain/payments';
import { PaymentLayout } from './Payment.styles';
import { isolateLtr } from './LtrValuesText';
import { PaymentSummary } from './PaymentSummary';
import { useTransactionStatus } from './useTransactionStatus';

/** The transaction's own rows under the payment's: number, method, card. */
function TransactionRows({ transaction }: { transaction: PaymentTransaction }) {
  const { t } = useGaia();
  return (
    <>
      <dt>{t('gaia_checkout_transaction_number')}</dt>
      <dd>
        <bdi dir="ltr">{transaction.transactionSn}</bdi>
      </dd>
      {transaction.paymentMethodName ? (
        <>
          <dt>{t('gaia_checkout_method')}</dt>
          <dd>
            {transaction.paymentMethodName}
            {transaction.cardLast4 ? ` (${t('gaia_checkout_card', { brand: transaction.cardBrand ?? '', last4: transaction.cardLast4 })})` : ''}
          </dd>
        </>
      ) : null}
    </>
  );
}

/**
 * A payment transaction's status at /transaction/:transactionSn (spec 03 F3.8), which a person can
 * reload or bookmark: success, failure with its reason and Try again (same amount and method),
 * waiting for the wallet approval (the please-wait dialog, check result 3) or being confirmed, each
 * with Check again.
 */
export default function TransactionStatusPage() {
  const { transactionSn = '' } = useParams();
  const { config, t, direction } = useGaia();
  const navigate = useNavigate();
  const { calledBack, transaction, check, checkOutcome } = useTransactionStatus(transactionSn);
  const [waitDismissed, setWaitDismissed] = useState(false);

  if (!calledBack || transaction.isPending) return <Spinner block delay={config.spinnerDelayMs} label="gaia_checkout_status_heading" />;
  if (transaction.isError) return <LoadFailed onRetry={() => void transaction.refetch()} message="gaia_checkout_status_failed_load" />;
  const data = transaction.data;
  const view = transactionStatusView(data);
  const payment = transactionQuery(data);
  // The amount sits inside a sentence: isolated, "ZiG 100.00" keeps its order in Arabic.
  const amount = isolateLtr(paymentAmountText(payment, config.emptyPlaceholder), direction);
  const home = () => navigate('/myProfile');
  const checkAgain = () => {
    setWaitDismissed(false);
    check.mutate();
  };
  const tryAgain = () => navigate(`/selectPaymentMethod?${toPaymentMethodSearch(payment)}&paymentMethodCode=${encodeURIComponent(data.paymentMethodCode)}`);
  const waiting = !isFinalTransaction(data.state) && checkOutcome?.kind === 'pleaseWait' && !waitDismissed;

  return (
    <PaymentLayout aria-label={t('gaia_checkout_status_heading')}>
      <FeedbackScreen
        key={data.state}
        variant={view.tone}
        title={view.titleKey}
        description={view.textKey}
        values={{ amount }}
        {...(view.canTryAgain
          ? { primaryActionLabel: 'gaia_checkout_try_again', onPrimaryAction: tryAgain, secondaryActionLabel: 'gaia_checkout_home', onSecondaryAction: home }
          : view.canCheckAgain
            ? { primaryActionLabel: 'gaia_checkout_check_again', onPrimaryAction: checkAgain, secondaryActionLabel: 'gaia_checkout_home', onSecondaryAction: home }
            : { primaryActionLabel: 'gaia_checkout_home', onPrimaryAction: home })}
      >
        <PaymentSummary payment={payment}>
          <TransactionRows transaction={data} />
        </PaymentSummary>
        {check.isPending ? <Spinner delay={config.spinnerDelayMs} label="gaia_checkout_check_again" /> : null}
        {!isFinalTransaction(data.state) && checkOutcome?.kind === 'message' ? <p role="status">{t(checkOutcome.messageKey)}</p> : null}
      </FeedbackScreen>
      {waiting && checkOutcome?.kind === 'pleaseWait' ? (
        <Modal
          open
          role="alertdialog"
          onClose={() => setWaitDismissed(true)}
          title={checkOutcome.titleKey}
          width={PAYMENT_DIALOG_WIDTH}
          footer={
            <>
              <Button variant="secondary" onClick={() => setWaitDismissed(true)}>
                gaia_action_close
              </Button>
              <Button onClick={checkAgain} loading={check.isPending}>
                gaia_checkout_check_again
              </Button>
            </>
          }
        >
          <p>{t(checkOutcome.contentKey)}</p>
        </Modal>
      ) : null}
    </PaymentLayout>
  );
}
