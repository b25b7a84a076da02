import { validateBuyerInfo, validatePickupContact, CheckoutMessageKey, normaliseBuyerInfo } from './checkoutRules';
import type {
  BuyerInfo,
  CheckoutAddress,
  CheckoutItemInput,
  CheckoutShop,
  FulfilmentMethod,
  OrderSaveRequest,
  OrderSaveResult,
  PickupContact,
} from './checkoutModel';

/**
 * The checkout's steps (F4.4): how the order arrives (delivery to an address, or pickup at a shop),
 * who collects it (pickup only), who the invoice is for, then the review with the fee, the save and
 * the payment.
 */
export type CheckoutStep = 'fulfilment' | 'contact' | 'buyer' | 'review';

/** Where the save stands: editing, saving, saved (the order awaits payment), or failed (cart kept). */
export type CheckoutStatus = 'editing' | 'saving' | 'saved' | 'saveFailed';

export interface CheckoutState {
  step: CheckoutStep;
  method: FulfilmentMethod;
  address?: CheckoutAddress;
  shop?: CheckoutShop;
  contact: PickupContact;
  buyer: BuyerInfo;
  status: CheckoutStatus;
  /** The saved order (status saved), for the payment. */
  order?: OrderSaveResult;
  /** The save's failure message (a server message or a message key). */
  saveError?: string;
}

export type CheckoutEvent =
  | { type: 'chooseMethod'; method: FulfilmentMethod }
  | { type: 'chooseAddress'; address: CheckoutAddress }
  | { type: 'chooseShop'; shop: CheckoutShop }
  | { type: 'setContact'; contact: PickupContact }
  | { type: 'setBuyer'; buyer: BuyerInfo }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: CheckoutStep }
  | { type: 'saveStarted' }
  | { type: 'saveFailed'; message: string }
  | { type: 'saved'; order: OrderSaveResult };

/** The steps of a method: pickup asks who collects; a delivery's contact is its address's. */
export function checkoutSteps(method: FulfilmentMethod): CheckoutStep[] {
  return method === 'pickup' ? ['fulfilment', 'contact', 'buyer', 'review'] : ['fulfilment', 'buyer', 'review'];
}

/** The first state: delivery, the contact and buyer prefilled from what is known of the customer. */
export function initialCheckoutState(prefill: { contact?: Partial<PickupContact>; buyer?: BuyerInfo } = {}): CheckoutState {
  return {
    step: 'fulfilment',
    method: 'delivery',
    contact: { contactName: prefill.contact?.contactName ?? '', contactMobile: prefill.contact?.contactMobile ?? '' },
    buyer: prefill.buyer ?? { buyerType: 'INDIVIDUAL', buyerName: prefill.contact?.contactName ?? '' },
    status: 'editing',
  };
}

/** What stops a step from being left forward: its errors by field (empty when it may). */
export function stepErrors(state: CheckoutState, step: CheckoutStep = state.step): Record<string, string> {
  switch (step) {
    case 'fulfilment':
      if (state.method === 'delivery') return state.address ? {} : { address: CheckoutMessageKey.addressRequired };
      return state.shop ? {} : { shop: CheckoutMessageKey.shopRequired };
    case 'contact':
      return state.method === 'pickup' ? (validatePickupContact(state.contact) as Record<string, string>) : {};
    case 'buyer':
      return validateBuyerInfo(state.buyer) as Record<string, string>;
    default:
      return {};
  }
}

/** Whether every step before the review is complete (the order may be saved). */
export function readyToSave(state: CheckoutState): boolean {
  return checkoutSteps(state.method).every((step) => Object.keys(stepErrors(state, step)).length === 0);
}

/** The checkout's transitions; a saved order is final (only the payment follows). */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  if (state.status === 'saved') return state;
  if (state.status === 'saving' && event.type !== 'saveFailed' && event.type !== 'saved') return state;
  const steps = checkoutSteps(state.method);
  const index = steps.indexOf(state.step);
  switch (event.type) {
    case 'chooseMethod':
      return { ...state, method: event.method, step: 'fulfilment' };
    case 'chooseAddress':
      return { ...state, address: event.address };
    case 'chooseShop':
      return { ...state, shop: event.shop };
    case 'setContact':
      return { ...state, contact: event.contact };
    case 'setBuyer':
      return { ...state, buyer: event.buyer };
    case 'next': {
      if (Object.keys(stepErrors(state)).length > 0) return state;
      const next = steps[index + 1];
      return next ? { ...state, step: next } : state;
    }
    case 'back':
      return index > 0 ? { ...state, step: steps[index - 1]!, status: 'editing', saveError: undefined } : state;
    case 'goTo': {
      // Only back to a step already passed, or forward through complete steps.
      const target = steps.indexOf(event.step);
      if (target < 0) return state;
      const blocked = steps.slice(0, target).some((step) => Object.keys(stepErrors(state, step)).length > 0);
      return blocked ? state : { ...state, step: event.step };
    }
    case 'saveStarted':
      return readyToSave(state) ? { ...state, status: 'saving', saveError: undefined } : state;
    case 'saveFailed':
      return { ...state, status: 'saveFailed', saveError: event.message };
    case 'saved':
      return { ...state, status: 'saved', order: event.order };
  }
}

/** The save's payload from the state and the items checked out. */
export function toSaveRequest(state: CheckoutState, itemList: readonly CheckoutItemInput[]): OrderSaveRequest {
  const base = { itemList: [...itemList], buyerInfo: normaliseBuyerInfo(state.buyer) };
  if (state.method === 'pickup' && state.shop)
    return {
      ...base,
      deliveryType: 'PICKUP',
      pickup: { orgId: state.shop.orgId, contactName: state.contact.contactName.trim(), contactMobile: state.contact.contactMobile.trim() },
    };
  return { ...base, deliveryType: 'DELIVERY', ...(state.address ? { address: state.address } : {}) };
}
