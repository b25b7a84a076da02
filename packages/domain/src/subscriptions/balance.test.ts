import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BalanceItem } from './balanceModel';
import { createTranslator } from '../kernel/i18n/locale';
import { en } from '../messages/en';
import { ar } from '../messages/ar';
import {
  BOOSTER_OFFER_TYPE,
  BOOSTER_PAYMENT_METHOD_TYPE,
  accountBalances,
  balanceProgress,
  balanceSpokenInputs,
  boosterOrderPayload,
  boosterOutcome,
  isUnlimitedBalance,
  showBoosterButton,
  spokenText,
} from './balance';

const bucket = (overrides: Partial<BalanceItem> = {}): BalanceItem => ({ acctResName: 'Data', acctResCode: 'DATA', ...overrides });

describe('balanceProgress (F3.4)', () => {
  it('is 100 % when unlimited', () => {
    expect(balanceProgress(bucket({ unlimitedFlag: 'Y', realBalance: 0, grossBalance: 100 }))).toEqual({ percent: 100, unlimited: true, overAllowance: false, extra: false, state: 'unlimited' });
    expect(isUnlimitedBalance({ unlimitedFlag: 'y' })).toBe(true);
    expect(isUnlimitedBalance({ unlimitedFlag: 'N' })).toBe(false);
    expect(isUnlimitedBalance({})).toBe(false);
  });

  it('is real / gross × 100 otherwise', () => {
    expect(balanceProgress(bucket({ realBalance: 3276.8, grossBalance: 10240 })).percent).toBeCloseTo(32);
    expect(balanceProgress(bucket({ realBalance: '50', grossBalance: '200' }))).toEqual({ percent: 25, unlimited: false, overAllowance: false, extra: false, state: 'within' });
    expect(balanceProgress(bucket({ realBalance: 0, grossBalance: 10 })).percent).toBe(0);
  });

  it('clamps to 0–100: a balance above its allowance is extra, a negative one is over the allowance', () => {
    expect(balanceProgress(bucket({ realBalance: 150, grossBalance: 100 }))).toEqual({ percent: 100, unlimited: false, overAllowance: false, extra: true, state: 'extra' });
    expect(balanceProgress(bucket({ realBalance: -5, grossBalance: 100 }))).toEqual({ percent: 0, unlimited: false, overAllowance: true, extra: false, state: 'overused' });
  });

  it('handles a missing allowance', () => {
    expect(balanceProgress(bucket({ realBalance: 5, grossBalance: 0 }))).toEqual({ percent: 100, unlimited: false, overAllowance: false, extra: false, state: 'noAllowance' });
    expect(balanceProgress(bucket({}))).toEqual({ percent: 0, unlimited: false, overAllowance: false, extra: false, state: 'noAllowance' });
  });

  it('property: the percentage always lies in 0–100', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (real, gross) => {
        const { percent } = balanceProgress(bucket({ realBalance: real, grossBalance: gross }));
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('Booster (F3.5)', () => {
  it('shows the button when extData.boosterFlag is Y', () => {
    expect(showBoosterButton(bucket({ extData: { boosterFlag: 'Y' } }))).toBe(true);
    expect(showBoosterButton(bucket({ extData: { boosterFlag: 'N' } }))).toBe(false);
    expect(showBoosterButton(bucket())).toBe(false);
  });

  it('builds the order-set-VAS payload', () => {
    expect(BOOSTER_OFFER_TYPE).toBe(2);
    expect(BOOSTER_PAYMENT_METHOD_TYPE).toBe('B');
    expect(
      boosterOrderPayload({ prefix: '263', accNbr: '771234567', subsId: 's1', custNbr: 'c1', custId: 'ci1' }, { offerCode: 'BOOST1', offerNbr: 'N1' }),
    ).toEqual({
      prefix: '263',
      accNbr: '771234567',
      subsId: 's1',
      custNbr: 'c1',
      custId: 'ci1',
      vasList: [{ offerCode: 'BOOST1', offerNbr: 'N1', offerType: 2, actType: 'A' }],
      paymentInfoList: [{ paymentMethodType: 'B' }],
    });
  });

  it('reads the result', () => {
    expect(boosterOutcome({ code: '200', data: { orderId: 'o1' } })).toEqual({ ok: true, titleKey: 'lb_purchase_successfully', refreshBalance: true, data: { orderId: 'o1' } });
    expect(boosterOutcome({ code: '500', resultMsg: 'Insufficient balance' })).toEqual({ ok: false, titleKey: 'lb_purchase_failure', message: 'Insufficient balance' });
    expect(boosterOutcome(undefined)).toEqual({ ok: false, titleKey: 'lb_purchase_failure' });
  });
});

describe('spoken balance text (F3.4)', () => {
  const tEn = createTranslator(en);
  const tAr = createTranslator(ar, en);

  it('says "3.2 of 10 GB left"', () => {
    const inputs = balanceSpokenInputs(bucket({ unitType: 1, realBalance: 3276.8, grossBalance: 10240 }));
    expect(inputs).toEqual({ key: 'gaia_balance_spoken_left', values: { remaining: '3.2', total: '10' }, unitKeys: { unit: 'gaia_unit_gb' } });
    expect(spokenText(inputs, tEn)).toBe('3.2 of 10 GB left');
    expect(spokenText(inputs, tAr)).toBe('متبقٍّ 3.2 من 10 غيغابايت');
  });

  it('names each unit when the remaining amount is less than one of the allowance unit', () => {
    const inputs = balanceSpokenInputs(bucket({ unitType: 1, realBalance: 800, grossBalance: 10240 }));
    expect(spokenText(inputs, tEn)).toBe('800 MB of 10 GB left');
  });

  it('says zero in the allowance unit', () => {
    expect(spokenText(balanceSpokenInputs(bucket({ unitType: 1, realBalance: 0, grossBalance: 10240 })), tEn)).toBe('0 of 10 GB left');
  });

  it('speaks voice, SMS and money', () => {
    expect(spokenText(balanceSpokenInputs(bucket({ unitType: 2, realBalance: 45, grossBalance: 100 })), tEn)).toBe('45 of 100 min left');
    expect(spokenText(balanceSpokenInputs(bucket({ unitType: 3, realBalance: 20, grossBalance: 50 })), tEn)).toBe('20 of 50 SMS left');
    expect(spokenText(balanceSpokenInputs(bucket({ unitType: 4, realBalance: 2.5, grossBalance: 10 }), { currencySymbol: '$' }), tEn)).toBe('$2.50 of $10.00 left');
  });

  it('never says "80 of 50 SMS left": more left than the allowance is the allowance plus an extra amount', () => {
    const sms = balanceSpokenInputs(bucket({ unitType: 3, realBalance: 80, grossBalance: 50 }));
    expect(sms).toEqual({ key: 'gaia_balance_spoken_left_extra', values: { remaining: '80', extra: '30' }, unitKeys: { remainingUnit: 'gaia_unit_sms', extraUnit: 'gaia_unit_sms' } });
    expect(spokenText(sms, tEn)).toBe('80 SMS left, including 30 SMS extra');
    expect(spokenText(sms, tAr)).toBe('متبقٍّ 80 رسالة، منها 30 رسالة فوق الباقة');
    expect(spokenText(balanceSpokenInputs(bucket({ unitType: 1, realBalance: 12288, grossBalance: 10240 })), tEn)).toBe('12 GB left, including 2 GB extra');
    expect(spokenText(balanceSpokenInputs(bucket({ unitType: 4, realBalance: 15, grossBalance: 10 }), { currencySymbol: '$' }), tEn)).toBe('$15.00 left, including $5.00 extra');
    expect(spokenText(balanceSpokenInputs(bucket({ realBalance: 15, grossBalance: 10, formatRealBalance: '15 units' })), tEn)).toBe('15 units left, including 5 extra');
  });

  it('says "0 of 50 SMS left" when more was used than the allowance', () => {
    expect(spokenText(balanceSpokenInputs(bucket({ unitType: 3, realBalance: -5, grossBalance: 50 })), tEn)).toBe('0 of 50 SMS left');
    expect(spokenText(balanceSpokenInputs(bucket({ unitType: 1, realBalance: -100, grossBalance: 10240 })), tEn)).toBe('0 of 10 GB left');
    expect(spokenText(balanceSpokenInputs(bucket({ unitType: 4, realBalance: -1, grossBalance: 10 }), { currencySymbol: '$' }), tEn)).toBe('$0.00 of $10.00 left');
  });

  it('says the amount alone when there is no allowance', () => {
    expect(spokenText(balanceSpokenInputs(bucket({ unitType: 3, realBalance: 5, grossBalance: 0 })), tEn)).toBe('5 SMS left');
    expect(spokenText(balanceSpokenInputs(bucket({ unitType: 3, realBalance: 5, grossBalance: 0 })), tAr)).toBe('متبقٍّ 5 رسالة');
    expect(spokenText(balanceSpokenInputs(bucket({ unitType: 4, realBalance: 5, grossBalance: 0 }), { currencySymbol: '$' }), tEn)).toBe('$5.00 left');
  });

  it('says unlimited', () => {
    expect(spokenText(balanceSpokenInputs(bucket({ unlimitedFlag: 'Y' })), tEn)).toBe('Unlimited');
  });

  it("falls back to the server's texts for an unknown unit", () => {
    const inputs = balanceSpokenInputs(bucket({ realBalance: 5, grossBalance: 10, formatRealBalance: '5 units', formatGrossBalance: '10 units' }));
    expect(spokenText(inputs, tEn)).toBe('5 units of 10 units left');
  });
});

describe('accountBalances (F3.4)', () => {
  it('takes the account balance and the first extra-currency balance', () => {
    const main = { amount: 10, formatBalance: '10.00', currencySymbol: '$' };
    const extra = { formatBalance: '500.00', currencySymbol: 'ZWG' };
    expect(accountBalances({ acctBalance: main, extAcctBalance: [extra, { formatBalance: '1' }] })).toEqual({ main, extra });
    expect(accountBalances({ acctBalance: main, extAcctBalance: [] })).toEqual({ main });
    expect(accountBalances(undefined)).toEqual({});
  });
});
