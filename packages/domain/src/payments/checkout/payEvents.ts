import { isCodeOf } from '../../kernel/rules/codeTable';
import { OrderEventType } from '../../orders/order';
import { PayEvent, type PayEventCode } from './payEventCodes';

/** What decides the pay event of a payment (spec 03 §4 "Payment events mapping"). */
export interface PayEventInput {
  /** An explicit pay event: it always wins. */
  payEvent?: string | null;
  /** The order's event type (fromOrder=Y). */
  eventType?: string | null;
  /** The order's DIY flag (extData.diyDetailDisplay present). */
  diy?: boolean;
  /** The order's social-mix flag (extData.socialMixDetailDisplay present). */
  socialMix?: boolean;
}

/*
 * Events whose pay event the spec names by the same business (a new line, roaming), and the package
 * changes that cost money (activation, upgrade, downgrade): the pay events have no package event and
 * a package is a set of services on the line, so these are paid as set-VAS, like MODIFY_VAS without
 * a DIY or social-mix detail. Without one an order awaiting payment could not open the payment page.
 * Any other order event (a deactivation, a SIM or ownership change …) has no pay event: nothing to pay.
 */
const NAMED_ALIKE: Readonly<Partial<Record<string, PayEventCode>>> = {
  [OrderEventType.newConnection]: 'newConnection',
  [OrderEventType.mnpPortIn]: 'newConnection',
  [OrderEventType.roamingActivation]: 'roamingActivation',
  [OrderEventType.roamingExtension]: 'roamingExtension',
  [OrderEventType.packageActivation]: 'setVas',
  [OrderEventType.packageUpgrade]: 'setVas',
  [OrderEventType.packageDowngrade]: 'setVas',
};

/**
 * F3.9: the pay event of a payment (spec 03 §4): an explicit, known payEvent takes priority;
 * MODIFY_VAS becomes diy when the DIY flag is set, else socialMix when that flag is set, else setVas;
 * PURCHASE_GOODS becomes goods; NEW_CONNECTION and MNP_PORT_IN newConnection; roaming activation and
 * extension their own; package activation, upgrade and downgrade setVas; any other event none
 * (undefined).
 */
export function payEventFor(input: PayEventInput): PayEventCode | undefined {
  if (isCodeOf(PayEvent, input.payEvent)) return input.payEvent;
  switch (input.eventType) {
    case OrderEventType.modifyVas:
      if (input.diy) return 'diy';
      return input.socialMix ? 'socialMix' : 'setVas';
    case OrderEventType.purchaseGoods:
      return 'goods';
    default:
      return input.eventType ? NAMED_ALIKE[input.eventType] : undefined;
  }
}

/** The flags of an order's extData the mapping reads: a DIY or social-mix detail present. */
export function orderPayFlags(
  extData: { diyDetailDisplay?: unknown; socialMixDetailDisplay?: unknown } | null | undefined,
): Pick<PayEventInput, 'diy' | 'socialMix'> {
  const present = (value: unknown) =>
    value !== undefined && value !== null && value !== '' && value !== 'N';
  return {
    diy: present(extData?.diyDetailDisplay),
    socialMix: present(extData?.socialMixDetailDisplay),
  };
}
