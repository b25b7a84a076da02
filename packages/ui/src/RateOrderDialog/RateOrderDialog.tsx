import { Star } from '../internal/icons/glyphs';
import { MAX_ORDER_RATING, MIN_ORDER_RATING, toEvaluationPayload, type OrderEvaluation } from '@gaia/domain';
import { Button } from '../Button/Button';
import { useConfirmDialog } from '../ConfirmDialog/useConfirmDialog';
import { FormError } from '../FieldError/FieldError';
import type { OrderDialogProps } from '../internal/orderDialogProps';
import { Modal } from '../Modal/Modal';
import { useT } from '../provider/GaiaContext';
import { RadioGroup, type RadioOption } from '../RadioGroup/RadioGroup';
import { RateBody, Stars } from './RateOrderDialog.styles';
import { RemarksField } from './RemarksField';
import { useRateOrderDialog } from './useRateOrderDialog';

/** `onSubmit` is called with the evaluation payload (`toEvaluationPayload`). */
export interface RateOrderDialogProps extends OrderDialogProps<OrderEvaluation> {
  /** Title: a message key. @default 'gaia_kitorders_rate_title' */
  title?: string;
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
