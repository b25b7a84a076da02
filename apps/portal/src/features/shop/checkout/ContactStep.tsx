import { TextField } from '@gaia/ui';
import { ADDRESS_LIMITS, type CheckoutEvent, type CheckoutState } from '@gaia/domain';

export interface ContactStepProps {
  state: CheckoutState;
  dispatch: (event: CheckoutEvent) => void;
  errors: Record<string, string>;
}

/** F4.4: who collects a pickup order — a name and a mobile number. */
export function ContactStep({ state, dispatch, errors }: ContactStepProps) {
  const set = (field: 'contactName' | 'contactMobile') => (value: string) => dispatch({ type: 'setContact', contact: { ...state.contact, [field]: value } });
  return (
    <>
      <TextField label="gaia_checkout_shop_contact_name" required value={state.contact.contactName} onChange={set('contactName')} maxLength={ADDRESS_LIMITS.contactName} error={errors.contactName} />
      <TextField label="gaia_checkout_shop_contact_mobile" required type="tel" value={state.contact.contactMobile} onChange={set('contactMobile')} maxLength={15} error={errors.contactMobile} />
    </>
  );
}
