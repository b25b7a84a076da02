import { useReducer, useState, type FormEvent } from 'react';
import { Button, FormError, RadioGroup, RemarksField, useT, type RadioOption } from '@gaia/ui';
import { MAX_ORDER_RATING, MIN_ORDER_RATING, isRateSubmitDisabled, rateDialogReducer, toEvaluationPayload, type Order } from '@gaia/domain';
import { useRateOrder } from '../list/useRateOrder';
import { Actions, Form } from './Review.styles';

export interface ReviewFormProps {
  /** The purchased-goods order reviewed. */
  order: Order;
  /** Called once the review is in. */
  onDone: () => void;
  /** Leaves the page without reviewing. */
  onCancel: () => void;
}

// F3.20, F3.16
/**
 * The review of a purchased-goods order: stars (default 5) and remarks of at most 400 characters
 * with a counter; Submit disabled while the remarks are empty; a refusal shows resultMsg (else the
 * rating-failure message) and keeps what was typed.
 */
export function ReviewForm({ order, onDone, onCancel }: ReviewFormProps) {
  const t = useT();
  const [state, dispatch] = useReducer(rateDialogReducer, undefined, () => rateDialogReducer({ open: false, star: MAX_ORDER_RATING, remarks: '' }, { type: 'open' }));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const { submit } = useRateOrder();
  const options: RadioOption[] = [];
  for (let value = MAX_ORDER_RATING; value >= MIN_ORDER_RATING; value -= 1) {
    options.push({ value: String(value), label: value === 1 ? t('gaia_kitorders_star_1') : t('gaia_kitorders_star_n', { count: value }) });
  }

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || isRateSubmitDisabled(state)) return;
    setPending(true);
    setError(undefined);
    try {
      await submit(toEvaluationPayload(order, state));
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'gaia_order_rate_failure');
      setPending(false);
    }
  };

  return (
    <Form onSubmit={(event) => void send(event)} noValidate>
      <RadioGroup label="gaia_kitorders_rating" options={options} value={String(state.star)} onChange={(value) => dispatch({ type: 'rate', star: Number(value) })} disabled={pending} />
      <RemarksField value={state.remarks} onChange={(value) => dispatch({ type: 'typeRemarks', value })} disabled={pending} />
      <FormError>{error}</FormError>
      <Actions>
        <Button type="submit" loading={pending} disabled={isRateSubmitDisabled(state)}>
          gaia_orderlist_review_submit
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          gaia_action_cancel
        </Button>
      </Actions>
    </Form>
  );
}
