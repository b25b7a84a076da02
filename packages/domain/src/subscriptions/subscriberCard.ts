import { SUBSCRIBER_CARD_SCENES, type Subscription, type SubscriberCardScene } from './subscription';

/**
 * The subscriber info card (F3.2; spec 03 §2 "Subscriber info card in scenes default, mainPlan and
 * point", §3 "Subscription", §6 isCanChange).
 */

/**
 * F3.2: the card's scene from the property configuration subInfoCardType — default, mainPlan or
 * point (case-insensitive); anything else is the default scene.
 */
export function subscriberCardScene(subInfoCardType: string | null | undefined): SubscriberCardScene {
  const wanted = (subInfoCardType ?? '').trim().toLowerCase();
  return SUBSCRIBER_CARD_SCENES.find((scene) => scene.toLowerCase() === wanted) ?? 'default';
}

/** What a scene shows, in order. */
export type SubscriberCardSection = 'number' | 'state' | 'plan' | 'balance' | 'accountNumber' | 'activationTime' | 'balances' | 'mainPlan' | 'points';

/**
 * F3.2: the sections of each scene. mainPlan is as the documents list it (account number, activation
 * time, balances, main plan with effective time). The documents do not list the other two; ours:
 * default shows the number, its state, plan and balance; point shows the number, plan and points.
 */
export function subscriberCardSections(scene: SubscriberCardScene): SubscriberCardSection[] {
  switch (scene) {
    case 'mainPlan':
      return ['number', 'accountNumber', 'activationTime', 'balances', 'mainPlan'];
    case 'point':
      return ['number', 'plan', 'points'];
    default:
      return ['number', 'state', 'plan', 'balance'];
  }
}

/** F3.2: paidFlag "1" shows the credit limit, any other value the balance (spec 03 §3). */
export function subscriberBalanceKind(subscription: Pick<Subscription, 'paidFlag'>): 'creditLimit' | 'balance' {
  return String(subscription.paidFlag ?? '').trim() === '1' ? 'creditLimit' : 'balance';
}

/** F3.2: subsExtMap.preferredFlag "Y" marks the main line. */
export function isMainLine(subscription: Pick<Subscription, 'subsExtMap'>): boolean {
  return String(subscription.subsExtMap?.preferredFlag ?? '').trim().toUpperCase() === 'Y';
}

/**
 * F3.2: the main plan of the mainPlan scene — the offer name with the effective time of its offer
 * instance. The documents do not give the main offer's offerType; the kit takes the instance whose
 * offerType is `mainOfferType` ("1" by default, as main offers are usually typed), else the first.
 */
export function mainPlanOf(subscription: Pick<Subscription, 'offerName' | 'offerInsList'>, mainOfferType = '1'): { name: string; effDate?: string } | undefined {
  const instances = subscription.offerInsList ?? [];
  const main = instances.find((offer) => String(offer.offerType) === mainOfferType) ?? instances[0];
  const name = subscription.offerName ?? main?.offerName;
  if (!name) return undefined;
  return main?.effDate ? { name, effDate: main.effDate } : { name };
}

/**
 * F3.2: whether the person may switch to another number on the card — allowed when isCanChange is
 * Y, forbidden when N, otherwise allowed unless the card type is readOnly (spec 03 §6).
 */
export function canChangeSubscriber(isCanChange: string | null | undefined, cardType?: string | null): boolean {
  const flag = (isCanChange ?? '').trim().toUpperCase();
  if (flag === 'Y') return true;
  if (flag === 'N') return false;
  return cardType !== 'readOnly';
}
