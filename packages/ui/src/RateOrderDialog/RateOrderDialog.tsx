import { Star } from 'lucide-react';
import { MAX_ORDER_RATING, MIN_ORDER_RATING, toEvaluationPayload, type Order, type OrderEvaluation } from '@gaia/domain';
import { Button } from '../Button/Button';
import { useConfirmDialog, type ConfirmResult } from '../ConfirmDialog/useConfirmDialog';
import { FormError } from '../FieldError/FieldError';
import { Modal, type ModalSize } from '../Modal/Modal';
import { useT } from '../provider/GaiaContext';
import { RadioGroup, type RadioOption } from '../RadioGroup/RadioGroup';
import { RateBody, Stars } from './RateOrderDialog.styles';
import { RemarksField } from './RemarksField';
import { useRateOrderDialog } from './useRateOrderDialog';

export interface RateOrderDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called to close: Cancel, Escape, the close button, and after a successful submit. */
  onClose: () => void;
  /** The order rated (orderId, orderNbr). */
  order: Pick<Order, 'orderId' | 'orderNbr'>;
  /**
   * Called by Submit with the evaluation payload (`toEvaluationPayload`). May return a promise: the
   * button shows loading meanwhile; resolving closes, `false` keeps the dialog open, a rejection
   * shows its message.
   */
  onSubmit: (evaluation: OrderEvaluation) => ConfirmResult;
  /** Title: a message key. @default 'gaia_kitorders_rate_title' */
  title?: string;
  /** An error to show (e.g. the server's resultMsg): a message key or text. */
  error?: string;
  /** The width, by size. @default 'small' (424) */
  size?: ModalSize;
}

function StarIcons({ count }: { count: number }) {
  return (
    <Stars aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Star key={index} size={16} />
      ))}
    </Stars>
  );
}

// F3.16
/**
 * The rate-service dialog — a 1–5 star radio group (default 5), remarks of at most 400
 * characters with a live counter, Cancel and Submit; Submit is disabled while the remarks are
 * empty, and everything resets on close.
 */
export function RateOrderDialog({ open, onClose, order, onSubmit, title = 'gaia_kitorders_rate_title', error, size = 'small' }: RateOrderDialogProps) {
  const t = useT();
  const { star, remarks, rate, typeRemarks, submitDisabled } = useRateOrderDialog(open);
  const { pending, failure, confirm, requestClose } = useConfirmDialog(() => onSubmit(toEvaluationPayload(order, { star, remarks })), onClose, open);
  const options: RadioOption[] = [];
  for (let value = MAX_ORDER_RATING; value >= MIN_ORDER_RATING; value -= 1) {
    options.push({
      value: String(value),
      label: value === 1 ? t('gaia_kitorders_star_1') : t('gaia_kitorders_star_n', { count: value }),
      adornment: <StarIcons count={value} />,
    });
  }
  return (
    <Modal
      open={open}
      onClose={pending ? () => undefined : requestClose}
      title={title}
      size={size}
      dismissOnMask={!pending}
      dismissOnEscape={!pending}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={requestClose}>
            gaia_action_cancel
          </Button>
          <Button loading={pending} disabled={submitDisabled} onClick={() => void confirm()}>
            gaia_kitorders_submit
          </Button>
        </>
      }
    >
      <RateBody>
        <RadioGroup label="gaia_kitorders_rating" options={options} value={String(star)} onChange={(value) => rate(Number(value))} disabled={pending} />
        <RemarksField value={remarks} onChange={typeRemarks} disabled={pending} />
        <FormError>{error ?? failure}</FormError>
      </RateBody>
    </Modal>
  );
}
