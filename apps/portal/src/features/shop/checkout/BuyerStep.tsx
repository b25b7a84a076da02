import { Checkbox, RadioGroup, TextField, useT } from '@gaia/ui';
import { BUYER_LIMITS, type BuyerInfo, type CheckoutEvent, type CheckoutState } from '@gaia/domain';

export interface BuyerStepProps {
  state: CheckoutState;
  dispatch: (event: CheckoutEvent) => void;
  errors: Record<string, string>;
  /** Whether the buyer is kept for the next order. */
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
}

/** F4.4: who the invoice is made out to — the customer, or a company with its tax number. */
export function BuyerStep({ state, dispatch, errors, remember, onRememberChange }: BuyerStepProps) {
  const t = useT();
  const set = (patch: Partial<BuyerInfo>) => dispatch({ type: 'setBuyer', buyer: { ...state.buyer, ...patch } });
  return (
    <>
      <RadioGroup
        label="gaia_checkout_shop_buyer_type"
        value={state.buyer.buyerType}
        onChange={(value) => set({ buyerType: value === 'COMPANY' ? 'COMPANY' : 'INDIVIDUAL' })}
        options={[
          { value: 'INDIVIDUAL', label: 'gaia_checkout_shop_buyer_individual' },
          { value: 'COMPANY', label: 'gaia_checkout_shop_buyer_company' },
        ]}
      />
      <TextField label="gaia_checkout_shop_buyer_name" required value={state.buyer.buyerName} onChange={(buyerName) => set({ buyerName })} maxLength={BUYER_LIMITS.buyerName} error={errors.buyerName} />
      {state.buyer.buyerType === 'COMPANY' ? (
        <TextField label="gaia_checkout_shop_buyer_tax" required value={state.buyer.taxNumber ?? ''} onChange={(taxNumber) => set({ taxNumber })} maxLength={BUYER_LIMITS.taxNumber} error={errors.taxNumber} />
      ) : null}
      <TextField label="gaia_checkout_shop_buyer_email" type="email" value={state.buyer.email ?? ''} onChange={(email) => set({ email })} maxLength={BUYER_LIMITS.email} error={errors.email} />
      <Checkbox label={t('gaia_checkout_shop_buyer_remember')} checked={remember} onChange={onRememberChange} />
    </>
  );
}
