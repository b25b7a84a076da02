import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { OnboardingMessageKey, onboardingKeys, type OnboardingFulfilment, type PickupShop } from '@gaia/domain';
import { LoadFailed, RadioGroup, Spinner, TextField, useGaia } from '@gaia/ui';
import AddressPicker from '../../addressBook/AddressPicker';
import { onboardingReadApi } from '../onboardingApi';
import { Section } from '../Onboarding.styles';
import type { OnboardingStepProps } from '../useOnboarding';
import { StepFrame } from './StepFrame';

type Kind = OnboardingFulfilment['kind'];
const MOBILE = /^\d{9,30}$/;

/**
 * Step 5 (F3.19): delivery to an address of the customer's book (AddressPicker: choose or add) or
 * pickup at a shop, with the name and mobile of the person picking up.
 */
export function DeliveryStep({ draft, update, next, back }: OnboardingStepProps) {
  const { config } = useGaia();
  const current = draft.fulfilment;
  const [kind, setKind] = useState<Kind>(current?.kind ?? 'delivery');
  const [shop, setShop] = useState<PickupShop | undefined>(current?.kind === 'pickup' ? current.shop : undefined);
  const [contactName, setContactName] = useState(current?.kind === 'pickup' ? current.contactName : '');
  const [contactMobile, setContactMobile] = useState(current?.kind === 'pickup' ? current.contactMobile : '');
  const [tried, setTried] = useState(false);
  const shops = useQuery({ queryKey: [...onboardingKeys.all, 'shops'], queryFn: () => onboardingReadApi.pickupShops(), enabled: kind === 'pickup', staleTime: 5 * 60_000 });

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
          {shops.isPending ? <Spinner delay={config.spinnerDelayMs} /> : null}
          {shops.isError ? <LoadFailed onRetry={() => void shops.refetch()} message="gaia_onboarding_shops_load_failed" /> : null}
          {shops.data ? (
            <RadioGroup
              label="gaia_onboarding_pickup_choose"
              value={shop?.orgId ?? null}
              onChange={(orgId) => {
                const found = shops.data.find((candidate) => candidate.orgId === orgId);
                if (found) setShop({ orgId: found.orgId, busiHallName: found.busiHallName, ...(found.address ? { address: found.address } : {}) });
              }}
              options={shops.data.map((candidate) => ({ value: candidate.orgId, label: candidate.busiHallName, ...(candidate.address ? { hint: candidate.address } : {}) }))}
            />
          ) : null}
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
