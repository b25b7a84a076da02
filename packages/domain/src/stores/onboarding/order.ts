import { PayEvent } from '../../payments/checkout/payEventCodes';
import { toPaymentMethodSearch } from '../../payments/checkout/paymentMethodQuery';
import { OrderEventType } from '../../orders/order';
import type {
  OnboardingDraft,
  OnboardingOffer,
  OnboardingOrderRequest,
  OnboardingOrderResult,
  OnboardingPlan,
} from './model';
import { SubscriptionType, type SubscriptionTypeCode } from '../../subscriptions/subscription';

/** The payment-method page's path (spec 03 §2). */
export const PAYMENT_METHOD_PATH = '/selectPaymentMethod';

/**
 * The plans the package step offers: all of them, or the postpaid ones only for an order reopened
 * by Continue (spec 03 §4: Continue reopens a postpaid line).
 */
export function plansOffered(
  offer: OnboardingOffer | undefined,
  draft: Pick<OnboardingDraft, 'continued'>,
): OnboardingPlan[] {
  const plans = offer?.plans ?? [];
  return draft.continued
    ? plans.filter((plan) => plan.subscriptionType === draft.continued?.subscriptionType)
    : plans;
}

/** The plans of one subscription type. */
export function plansOfType(
  plans: readonly OnboardingPlan[],
  type: SubscriptionTypeCode,
): OnboardingPlan[] {
  return plans.filter((plan) => plan.subscriptionType === type);
}

/** The subscription types among the plans, prepaid first. */
export function subscriptionTypesOf(plans: readonly OnboardingPlan[]): SubscriptionTypeCode[] {
  return [SubscriptionType.prepaid, SubscriptionType.postpaid].filter((type) =>
    plans.some((plan) => plan.subscriptionType === type),
  );
}

/** The chosen plan of a draft, when it is on offer. */
export function chosenPlan(
  plans: readonly OnboardingPlan[],
  offerCode: string | undefined,
): OnboardingPlan | undefined {
  return offerCode ? plans.find((plan) => plan.offerCode === offerCode) : undefined;
}

/** The submit request of a complete draft; undefined while an entry is missing. */
export function toOnboardingOrderRequest(
  draft: OnboardingDraft,
  plan: OnboardingPlan | undefined,
): OnboardingOrderRequest | undefined {
  const { accNbr, simType, offerCode, fulfilment, signature } = draft;
  if (!accNbr || !simType || !offerCode || !fulfilment || !signature || !plan) return undefined;
  return {
    accNbr,
    simType,
    offerCode,
    coverageAddress: draft.coverageAddress ?? '',
    fulfilment,
    signature,
    ...(draft.continued
      ? {
          operation: draft.continued.operation,
          packageList: draft.continued.packageList,
          serviceList: draft.continued.serviceList,
        }
      : { packageList: plan.packageList ?? [], serviceList: plan.serviceList ?? [] }),
  };
}

/**
 * Step 8: the payment-method page for the order (spec 03 §4 pay event newConnection, fromOrder=Y,
 * the order's id and number, the amount as shown and the line paid for).
 */
export function onboardingPaymentHref(order: OnboardingOrderResult, accNbr: string): string {
  return `${PAYMENT_METHOD_PATH}?${toPaymentMethodSearch({
    payEvent: PayEvent.newConnection,
    fromOrder: 'Y',
    eventType: OrderEventType.newConnection,
    custOrderId: order.orderId,
    custOrderNbr: order.orderNbr,
    amount: order.amount,
    amountDisplay: order.amountDisplay,
    currencySymbol: order.currencySymbol,
    orderItemList: [{ accNbr }],
  })}`;
}
