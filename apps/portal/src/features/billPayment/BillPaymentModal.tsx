import { useState } from 'react';
import { BillAmountField, Button, Modal, useGaia, type BillAmountState } from '@gaia/ui';
import { billPaymentQuery, type AcctOweInfo } from '@gaia/domain';
import { usePaymentNavigation } from '../topUp/paymentNavigation';
import { ModalText } from './BillPayment.styles';
import { CancelFooter } from '../../layout/dialog/CancelFooter';

/** The bill modal's width (spec 03 §9: payment dialog 424). */
const BILL_MODAL_WIDTH = 424;

export interface BillPaymentModalProps {
  acctNbr: string;
  /** The amount owed and the bill amount limit. */
  info: AcctOweInfo;
  onClose: () => void;
}

/**
 * The bill-payment amount modal for the mobile-money wallet (F3.7): the amount owed by default,
 * the edit icon to change it, the limits hint (red when the amount is invalid, the maximum never
 * above 100000) and Continue to payment only for a valid amount above 0, which closes the modal.
 */
export default function BillPaymentModal({ acctNbr, info, onClose }: BillPaymentModalProps) {
  const { t, config } = useGaia();
  const goPay = usePaymentNavigation();
  const [amount, setAmount] = useState<BillAmountState>();
  const symbol = info.currencySymbol || '$';

  const proceed = () => {
    if (!amount?.canContinue) return;
    onClose();
    goPay(billPaymentQuery({ acctNbr, amount: amount.value, currencySymbol: symbol, position: config.currencyPosition }));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="gaia_bill_modal_title"
      width={BILL_MODAL_WIDTH}
      footer={
        <CancelFooter onCancel={onClose} cancelLabel="gaia_bill_cancel">
          <Button onClick={proceed} disabled={!amount?.canContinue}>
            gaia_bill_continue
          </Button>
        </CancelFooter>
      }
    >
      <ModalText>{t('gaia_bill_modal_wallet')}</ModalText>
      <BillAmountField
        amountDisplay={info.amountDisplay}
        limits={{ minAmount: info.minAmount ?? null, maxAmount: info.maxAmount ?? null }}
        currencySymbol={symbol}
        onChange={setAmount}
      />
    </Modal>
  );
}
