import { useState } from 'react';
import { OnboardingMessageKey, type OnboardingFulfilment, type PickupShop } from '@gaia/domain';
import { RadioGroup, TextField } from '@gaia/ui';
import AddressPicker from '../../addressBook/AddressPicker';
import { Section } from '../Onboarding.styles';
import type { OnboardingStepProps } from '../useOnboarding';
import { PickupShopChooser } from './PickupShopChooser';
import { StepFrame } from './StepFrame';

type Kind = OnboardingFulfilment['kind'];
const MOBILE = /^\d{9,30}$/;

/**
 * Step 5 (F3.19): delivery to an address of the customer's book (AddressPicker: choose or add) or
 * pickup at a shop chosen with the shop locator (a shop with the SIM type in stock), with the name
 * and mobile of the person picking up.
 */
export function DeliveryStep({ draft, update, next, back }: OnboardingStepProps) {
  const current = draft.fulfilment;
  const [kind, setKind] = useState<Kind>(current?.kind ?? 'delivery');
  const [shop, setShop] = useState<PickupShop | undefined>(current?.kind === 'pickup' ? current.shop : undefined);
  const [contactName, setContactName] = useState(current?.kind === 'pickup' ? current.contactName : '');
  const [contactMobile, setContactMobile] = useState(current?.kind === 'pickup' ? current.contactMobile : '');
  const [tried, setTried] = useState(false);

  const nameError = contactName.trim() ? undefined : 'gaia_onboarding_pickup_contact_name_required';
  const mobileError = MOBILE.test(contactMobile) ? undefined : 'gaia_onboarding_pickup_contact_mobile_required';
  const complete = kind === 'delivery' ? current?.kind === 'delivery' : Boolean(shop && !nameError && !mobileError);

  const goOn = () => {
    if (!complete) {
      setTried(true);
      return;
    }
    if (kind === 'pickup' && shop) update({ fulfilment: { kind: 'pickup', shop, contactName: contactName.trim(), contactMobile } });
    next();
  };

  return (
    <StepFrame onBack={back} onNext={goOn} error={tried && !complete && (kind === 'delivery' || !shop) ? OnboardingMessageKey.deliveryRequired : undefined}>
      <RadioGroup
        label="gaia_onboarding_fulfilment_label"
        orientation="horizontal"
        value={kind}
        onChange={(value) => setKind(value === 'pickup' ? 'pickup' : 'delivery')}
        options={[
          { value: 'delivery', label: 'gaia_onboarding_fulfilment_delivery' },
          { value: 'pickup', label: 'gaia_onboarding_fulfilment_pickup' },
        ]}
      />
      {kind === 'delivery' ? (
        <AddressPicker
          value={current?.kind === 'delivery' ? current.address.addrId : undefined}
          onChange={(address) => update({ fulfilment: { kind: 'delivery', address } })}
        />
      ) : (
        <Section>
          <PickupShopChooser value={shop} simType={draft.simType} onChange={setShop} />
          <TextField label="gaia_onboarding_pickup_contact_name" required autoComplete="name" value={contactName} onChange={setContactName} error={tried ? nameError : undefined} />
          <TextField
            label="gaia_onboarding_pickup_contact_mobile"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={contactMobile}
            onChange={(value) => setContactMobile(value.replace(/\D/g, '').slice(0, 30))}
            error={tried ? mobileError : undefined}
          />
        </Section>
      )}
    </StepFrame>
  );
}
