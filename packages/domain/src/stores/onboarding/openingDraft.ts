import { parseJsonObject } from '../../kernel/format/jsonObject';
import { DELIVERY_ADDRESS_QUERY_PARAM } from '../../profile/deliveryAddress';
import type { DeliveryAddress } from '../../profile/address';
import { draftFromContinuePlan, isOnboardingContinuePlan } from './continuePlan';
import type { OnboardingDraft } from './model';

/** The query parameter the map's Register and redirect carry the checked address in (spec 03 §4). */
export const CURRENT_ADDR_PARAM = 'currentAddr';

/**
 * The draft /onboarding opens with (F3.19, ADR 0023): a Continue plan from My Orders starts afresh at
 * step 2 (spec 03 §4); otherwise the stored draft, with the map's checked address (currentAddr)
 * moving it on to the number step, and an address handed back by the temporary-login address
 * screen (/h5/buySimCard/delivery?deliveryAddress=) chosen for delivery.
 */
export function openingDraft(
  stored: OnboardingDraft,
  search: string,
  state: unknown,
): OnboardingDraft {
  if (isOnboardingContinuePlan(state)) return draftFromContinuePlan(state);
  const params = new URLSearchParams(search);
  let draft = stored;
  const address = params.get(CURRENT_ADDR_PARAM)?.trim();
  if (address)
    draft = {
      ...draft,
      coverageAddress: address,
      step: draft.step === 'coverage' ? 'number' : draft.step,
    };
  const delivery = jsonObject(params.get(DELIVERY_ADDRESS_QUERY_PARAM));
  if (
    delivery &&
    typeof delivery.contactName === 'string' &&
    typeof delivery.addrDetail === 'string'
  ) {
    draft = {
      ...draft,
      fulfilment: { kind: 'delivery', address: delivery as unknown as DeliveryAddress },
      step: 'delivery',
    };
  }
  return draft;
}

/** A JSON object from a query parameter; undefined for anything else (a hand-edited link). */
function jsonObject(text: string | null): Record<string, unknown> | undefined {
  return text ? parseJsonObject(text) : undefined;
}
