/**
 * The after-sale forms' rules (F4.5; ADR 0015: values are strings, the rules answer a message key
 * per field): the items chosen, a reason (required), remarks of at most 400 characters with a
 * counter, as the cancel dialog's (spec 03 §5).
 */
import type { FormRules } from '../../kernel/forms/formRules';
import { isCodeOf } from '../../kernel/rules/codeTable';
import { maxLength } from '../../kernel/rules/rules';
import { REMARKS_MAX_LENGTH, normaliseRemarks } from '../remarks';
import {
  ExchangeReason,
  ReturnReason,
  SimChangeReason,
  type ExchangeReasonCode,
  type ExchangeRequest,
  type ReturnReasonCode,
  type ReturnRequest,
  type ReturnableItem,
  type SimChangeReasonCode,
  type SimChangeRequest,
} from './afterSaleModel';

/** Message keys of the forms' rules. */
export const AfterSaleFormKey = {
  itemsRequired: 'gaia_aftersale_items_required',
  itemRequired: 'gaia_aftersale_item_required',
  skuRequired: 'gaia_aftersale_sku_required',
  reasonRequired: 'gaia_aftersale_reason_required',
  remarksTooLong: 'gaia_aftersale_remarks_too_long',
} as const;

/** The return form: the chosen items (see encodeItemSelection), the reason, the remarks. */
export interface ReturnFormValues {
  items: string;
  reason: string;
  remarks: string;
}

/** The exchange form: the item, the SKU it becomes, the reason, the remarks. */
export interface ExchangeFormValues {
  offerCode: string;
  targetSkuId: string;
  reason: string;
  remarks: string;
}

/** The SIM change form: the SIM item, the reason, the remarks. */
export interface SimChangeFormValues {
  offerCode: string;
  reason: string;
  remarks: string;
}

export const EMPTY_RETURN_FORM: ReturnFormValues = { items: '', reason: '', remarks: '' };
export const EMPTY_EXCHANGE_FORM: ExchangeFormValues = {
  offerCode: '',
  targetSkuId: '',
  reason: '',
  remarks: '',
};
export const EMPTY_SIM_CHANGE_FORM: SimChangeFormValues = {
  offerCode: '',
  reason: '',
  remarks: '',
};

/** Items chosen for a return, by code with their quantity. */
export type ItemSelection = Record<string, number>;

/** The selection as one form value: "code:qty" pairs, comma-separated, in code order (codes are encoded). */
export function encodeItemSelection(selection: ItemSelection): string {
  return Object.entries(selection)
    .filter(([, qty]) => qty > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, qty]) => `${encodeURIComponent(code)}:${qty}`)
    .join(',');
}

/** The selection back from its form value; malformed pairs are left out. */
export function decodeItemSelection(value: string): ItemSelection {
  const selection: ItemSelection = {};
  for (const pair of value.split(',')) {
    const [code, qty] = pair.split(':');
    const count = Number(qty);
    if (code && Number.isInteger(count) && count > 0) selection[decodeURIComponent(code)] = count;
  }
  return selection;
}

const remarksError = maxLength(REMARKS_MAX_LENGTH, AfterSaleFormKey.remarksTooLong);

/**
 * The return form's rules: at least one item, each within what may still be returned (the
 * pre-check's returnableQty); a reason of the list; remarks within 400 characters.
 */
export function returnFormRules(
  returnable: readonly ReturnableItem[],
): FormRules<ReturnFormValues> {
  return (values) => {
    const selection = decodeItemSelection(values.items);
    const codes = Object.keys(selection);
    const allowed = codes.every((code) => {
      const item = returnable.find((candidate) => candidate.offerCode === code);
      return item !== undefined && selection[code]! <= item.returnableQty;
    });
    return {
      items: codes.length === 0 || !allowed ? AfterSaleFormKey.itemsRequired : undefined,
      reason: isCodeOf(ReturnReason, values.reason) ? undefined : AfterSaleFormKey.reasonRequired,
      remarks: remarksError(values.remarks),
    };
  };
}

/** The exchange form's rules: an item, a SKU to exchange it for, a reason, remarks within 400 characters. */
export const exchangeFormRules: FormRules<ExchangeFormValues> = (values) => ({
  offerCode: values.offerCode ? undefined : AfterSaleFormKey.itemRequired,
  targetSkuId: values.targetSkuId ? undefined : AfterSaleFormKey.skuRequired,
  reason: isCodeOf(ExchangeReason, values.reason) ? undefined : AfterSaleFormKey.reasonRequired,
  remarks: remarksError(values.remarks),
});

/** The SIM change form's rules: a SIM item, a reason, remarks within 400 characters. */
export const simChangeFormRules: FormRules<SimChangeFormValues> = (values) => ({
  offerCode: values.offerCode ? undefined : AfterSaleFormKey.itemRequired,
  reason: isCodeOf(SimChangeReason, values.reason) ? undefined : AfterSaleFormKey.reasonRequired,
  remarks: remarksError(values.remarks),
});

/**
 * What every after-sale request takes from its form as it is: the reason (the form's rules let
 * only a reason of the list through) and the remarks, cut at 400 characters and trimmed.
 */
function reasonAndRemarks<Reason extends string>(values: {
  reason: string;
  remarks: string;
}): { reason: Reason; remarks: string } {
  return { reason: values.reason as Reason, remarks: normaliseRemarks(values.remarks).trim() };
}

/** The return request of a valid form. */
export function toReturnRequest(orderId: string, values: ReturnFormValues): ReturnRequest {
  const items = Object.entries(decodeItemSelection(values.items)).map(([offerCode, qty]) => ({
    offerCode,
    qty,
  }));
  return { orderId, items, ...reasonAndRemarks<ReturnReasonCode>(values) };
}

/** The exchange request of a valid form. */
export function toExchangeRequest(orderId: string, values: ExchangeFormValues): ExchangeRequest {
  return {
    orderId,
    offerCode: values.offerCode,
    targetSkuId: values.targetSkuId,
    ...reasonAndRemarks<ExchangeReasonCode>(values),
  };
}

/** The SIM change request of a valid form. */
export function toSimChangeRequest(orderId: string, values: SimChangeFormValues): SimChangeRequest {
  return {
    orderId,
    offerCode: values.offerCode,
    ...reasonAndRemarks<SimChangeReasonCode>(values),
  };
}

/** The reasons of each form, in the order shown, with their label keys. */
export const RETURN_REASONS = Object.values(ReturnReason);
export const EXCHANGE_REASONS = Object.values(ExchangeReason);

/** SIM change reasons for an item; an eSIM has no upgrade to eSIM. */
export function simChangeReasons(isEsim: boolean): SimChangeReasonCode[] {
  return Object.values(SimChangeReason).filter(
    (reason) => !(isEsim && reason === SimChangeReason.upgradeToEsim),
  );
}

/** The label key of a reason code (return, exchange and SIM change share one key per code). */
export function reasonLabelKey(reason: string): string {
  return `gaia_aftersale_reason_${reason}`;
}

/** The label key of an item refusal. */
export function refusalLabelKey(refusal: string): string {
  return `gaia_aftersale_refusal_${refusal}`;
}
