import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en/index';
import { ar } from '../../i18n/ar/index';
import { portalKit as portalKitEn } from '../../i18n/en/portalKit';
import { portalKit as portalKitAr } from '../../i18n/ar/portalKit';
import { UsageUnitKey } from '../../format/usage';
import { AddressMessageKey } from '../../validation/kit/address';
import { AmountMessageKey } from '../../validation/kit/amount';
import { FILE_EMPTY_KEY, FILE_TYPE_NOT_SUPPORTED_KEY } from '../../validation/kit/fileType';
import { NUMBER_SEARCH_ERROR_KEY } from '../../validation/kit/numberSearch';
import { BalanceSpokenKey, BoosterMessageKey } from './balance';
import { DeliveryAddressMessageKey } from './deliveryAddress';
import { NumberSelectionMessageKey } from './numberSelection';
import { OrderMessageKey } from './orders';
import { UPLOAD_FAILED_KEY, UploadMessageKey } from './upload';

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
