/** Continuing a new-connection order (F3.16): native hand-off or onboarding step 2. */
import { type Order, type OrderItem } from './order';
import { SimType, SubscriptionType } from '../subscriptions/subscription';
import { showEsimQr } from './orderDetail';

/** Onboarding route and step reopened by Continue (spec 03 §4). */
export const ONBOARDING_PATH = '/onboarding';
export const ONBOARDING_CONTINUE_STEP = 2;
export const SINGLE_OPERATION = 'SINGLE_OPERATION';

export type ContinueOrderPlan =
  | { kind: 'nativeBridge'; orderJson: string }
  | {
      kind: 'onboarding';
      path: string;
      step: number;
      subscriptionType: typeof SubscriptionType.postpaid;
      operation: typeof SINGLE_OPERATION;
      selectedPackage: { packageList: unknown[]; serviceList: unknown[] };
      offer?: OrderItem;
      simType: (typeof SimType)[keyof typeof SimType];
    };

/**
 * F3.16: Continue on a new-connection order in state A — with a native app bridge, hand it the
 * order JSON; otherwise reopen onboarding at step 2 with a postpaid line, SINGLE_OPERATION, the
 * package and service list as the selected package, the offer, and simType eSIM when esimFlag is Y
 * (else physical).
 */
export function continueOrderPlan(order: Order, hasNativeBridge: boolean): ContinueOrderPlan {
  if (hasNativeBridge) return { kind: 'nativeBridge', orderJson: JSON.stringify(order) };
  const offer = order.orderItemList?.[0];
  return {
    kind: 'onboarding',
    path: ONBOARDING_PATH,
    step: ONBOARDING_CONTINUE_STEP,
    subscriptionType: SubscriptionType.postpaid,
    operation: SINGLE_OPERATION,
    selectedPackage: { packageList: offer?.packageList ?? [], serviceList: offer?.serviceList ?? [] },
    ...(offer ? { offer } : {}),
    simType: showEsimQr(order) ? SimType.eSim : SimType.physical,
  };
}
