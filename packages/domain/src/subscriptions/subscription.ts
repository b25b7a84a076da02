/** Subscription entities (spec 03 §3 "Subscription"; F3.2). */

export const SubscriptionType = { prepaid: 'PREPAID', postpaid: 'POSTPAID' } as const;
export type SubscriptionTypeCode = (typeof SubscriptionType)[keyof typeof SubscriptionType];

export const SimType = { eSim: 'E_SIM', physical: 'PHYSICAL_SIM' } as const;
export type SimTypeCode = (typeof SimType)[keyof typeof SimType];

/** An offer instance of a subscription. */
export interface OfferInstance {
  offerType: string;
  effDate?: string;
  offerName?: string;
}

/** A subscription (a line) of the customer (spec 03 §3). */
export interface Subscription {
  accNbr: string;
  prefix?: string;
  subsId: string;
  custNbr?: string;
  custId?: string;
  defaultAcctId?: string;
  defaultAcctNbr?: string;
  /** Name of the main offer (plan). */
  offerName?: string;
  offerInsList?: OfferInstance[];
  activeDate?: string;
  state?: string;
  stateName?: string;
  /** "1" shows the credit limit, any other value the balance. */
  paidFlag?: string;
  subsExtMap?: {
    /** "Y" marks the main line. */
    preferredFlag?: string;
    [key: string]: unknown;
  };
  usablePoint?: number | string;
  subscriptionType?: SubscriptionTypeCode | (string & {});
}

/** Scenes of the subscriber info card (spec 03 §2; property configuration subInfoCardType). */
export const SUBSCRIBER_CARD_SCENES = ['default', 'mainPlan', 'point'] as const;
export type SubscriberCardScene = (typeof SUBSCRIBER_CARD_SCENES)[number];
