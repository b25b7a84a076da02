import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ar } from './ar';
import { numberSelection as numberSelectionEn } from '../stores/i18n/en/numberSelection';
import { deliveryAddress as deliveryAddressEn } from '../profile/i18n/en/deliveryAddress';
import { upload as uploadEn } from '../profile/i18n/en/upload';
import { usage as usageEn } from '../subscriptions/i18n/en/usage';
import { payment as paymentEn } from '../payments/i18n/en/payment';
import { orderActions as orderActionsEn } from '../orders/i18n/en/orderActions';

/** The kit components' rule messages, formerly one file, now in their areas. */
const portalKitEn = { ...numberSelectionEn, ...deliveryAddressEn, ...uploadEn, ...usageEn, ...paymentEn, ...orderActionsEn };
import { numberSelection as numberSelectionAr } from '../stores/i18n/ar/numberSelection';
import { deliveryAddress as deliveryAddressAr } from '../profile/i18n/ar/deliveryAddress';
import { upload as uploadAr } from '../profile/i18n/ar/upload';
import { usage as usageAr } from '../subscriptions/i18n/ar/usage';
import { payment as paymentAr } from '../payments/i18n/ar/payment';
import { orderActions as orderActionsAr } from '../orders/i18n/ar/orderActions';
const portalKitAr = { ...numberSelectionAr, ...deliveryAddressAr, ...uploadAr, ...usageAr, ...paymentAr, ...orderActionsAr };
import { UsageUnitKey } from '../subscriptions/usage';
import { AddressMessageKey } from '../profile/addressRules';
import { AmountMessageKey } from '../payments/amount';
import { FILE_EMPTY_KEY, FILE_TYPE_NOT_SUPPORTED_KEY } from '../profile/fileType';
import { NUMBER_SEARCH_ERROR_KEY } from '../stores/numberSearch';
import { BalanceSpokenKey, BoosterMessageKey } from '../subscriptions/balance';
import { DeliveryAddressMessageKey } from '../profile/deliveryAddress';
import { NumberSelectionMessageKey } from '../stores/numberSelection';
import { OrderMessageKey } from '../orders/orderCardActions';
import { UPLOAD_FAILED_KEY, UploadMessageKey } from '../profile/uploadFlow';

const used = [
  ...Object.values(NumberSelectionMessageKey),
  NUMBER_SEARCH_ERROR_KEY,
  ...Object.values(AddressMessageKey),
  ...Object.values(DeliveryAddressMessageKey),
  FILE_TYPE_NOT_SUPPORTED_KEY,
  FILE_EMPTY_KEY,
  UPLOAD_FAILED_KEY,
  ...Object.values(UploadMessageKey),
  ...Object.values(UsageUnitKey),
  ...Object.values(BalanceSpokenKey),
  ...Object.values(BoosterMessageKey),
  ...Object.values(AmountMessageKey),
  ...Object.values(OrderMessageKey),
];

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('message keys of the kit rules', () => {
  it('keeps the keys the documents name', () => {
    for (const key of [
      'gaia_nbr_search_error_tip',
      'gaia_onboarding_number_available',
      'gaia_nbr_empty_result',
      'gaia_nbr_empty_try',
      'tip_postcode_notexist',
      'gaia_tip_file_type_not_supported',
      'tip_amount_request',
      'tip_paybill_amount_limit',
      'lb_purchase_successfully',
      'lb_purchase_failure',
    ]) {
      expect(used).toContain(key);
    }
  });

  it('has an English and an Arabic text for every key a rule returns', () => {
    for (const key of used) {
      expect(en, key).toHaveProperty(key);
      expect(ar, key).toHaveProperty(key);
      expect((en as Record<string, string>)[key]!.trim(), key).not.toBe('');
      expect((ar as Record<string, string>)[key]!.trim(), key).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(portalKitEn)) {
      expect(placeholders((portalKitAr as Record<string, string>)[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('interpolates min and max into the amount messages', () => {
    expect(placeholders(portalKitEn.tip_amount_request)).toEqual(['max', 'min']);
    expect(placeholders(portalKitEn.tip_paybill_amount_limit)).toEqual(['max', 'min']);
  });
});
