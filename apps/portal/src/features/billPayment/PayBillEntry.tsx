import { lazy, Suspense, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, LoadFailed, Skeleton, useGaia } from '@gaia/ui';
import { owedView } from '@gaia/domain';
import { LtrValuesText } from '../payment/LtrValuesText';
import { owedQuery } from '../topUp/topUpApi';
import { Card, Details, Heading, Muted, Term, Value } from './BillPayment.styles';

/* The modal and its amount field load when the person opens them. */
const BillPaymentModal = lazy(() => import('./BillPaymentModal'));

export interface PayBillEntryProps {
  /** The account whose bill is shown and paid. */
  acctNbr: string;
}

/**
 * The bill of an account (F3.7): the amount owed from /ecare/bill/acctOweInfo and a Pay bill
 * button opening the amount modal (mobile-money wallet), which goes on to the payment-method page.
 */
export default function PayBillEntry({ acctNbr }: PayBillEntryProps) {
  const { t, config } = useGaia();
  const headingId = useId();
  const owed = useQuery(owedQuery(acctNbr));
  const [open, setOpen] = useState(false);

  if (owed.isPending) return <Skeleton variant="rect" height="6rem" />;
  if (owed.isError) return <LoadFailed message="gaia_bill_failed" onRetry={() => void owed.refetch()} />;
  const view = owedView(owed.data, config.currencyPosition);
  return (
    <Card aria-labelledby={headingId}>
      <div>
        <Heading id={headingId}>{t('gaia_bill_section')}</Heading>
        <Details>
          <Term>{t('gaia_bill_owed')}</Term>
          <Value>
            <bdi dir="ltr">{view.amountDisplay}</bdi>
          </Value>
        </Details>
        <Muted>
          <LtrValuesText message="gaia_bill_account" values={{ acctNbr }} />
        </Muted>
        {view.due ? null : <Muted>{t('gaia_bill_nothing_due')}</Muted>}
      </div>
      {view.due ? (
        <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
          gaia_bill_pay
        </Button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <BillPaymentModal acctNbr={acctNbr} info={owed.data} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
