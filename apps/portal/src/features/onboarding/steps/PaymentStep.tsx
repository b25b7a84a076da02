import { useNavigate } from 'react-router';
import { SimType, onboardingPaymentHref } from '@gaia/domain';
import { Button, Link, useT } from '@gaia/ui';
import { RouterAnchor } from '../../signIn/RouterAnchor';
import { Actions, Intro, Notice } from '../Onboarding.styles';
import type { OnboardingStepProps } from '../useOnboarding';

/**
 * Step 8 (F3.19): the order awaits payment — Pay now opens the payments flow (pay event
 * newConnection, fromOrder=Y, the order's id, number and amount); the order is in My Orders, where
 * an eSIM order shows its QR code once complete.
 */
export function PaymentStep({ draft, onStartOver }: Pick<OnboardingStepProps, 'draft'> & { onStartOver: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const order = draft.order;
  if (!order || !draft.accNbr) return null;
  const href = onboardingPaymentHref(order, draft.accNbr);
  return (
    <>
      <Intro>{t('gaia_onboarding_payment_intro', { orderNbr: order.orderNbr, amount: order.amountDisplay })}</Intro>
      {draft.simType === SimType.eSim ? <Notice>{t('gaia_onboarding_esim_note')}</Notice> : null}
      <Actions>
        <Link href="/myOrders" as={RouterAnchor} variant="standalone">
          gaia_onboarding_view_orders
        </Link>
        <Button onClick={() => void navigate(href)}>gaia_onboarding_pay</Button>
      </Actions>
      <div>
        <Button variant="ghost" onClick={onStartOver}>
          gaia_onboarding_start_over
        </Button>
      </div>
    </>
  );
}
