import { describe, expect, it } from 'vitest';
import { paymentAmountText, transactionQuery, transactionStatusView } from './transactionView';
import { toPaymentMethodSearch } from './paymentMethodQuery';

describe('F3.8 transaction status view', () => {
  it('says success, pending and processing with their texts; only non-final states check again', () => {
    expect(transactionStatusView({ state: 'SUCCESS' })).toMatchObject({ tone: 'success', titleKey: 'gaia_checkout_status_title_SUCCESS', canCheckAgain: false, canTryAgain: false });
    expect(transactionStatusView({ state: 'PENDING' })).toMatchObject({ textKey: 'gaia_checkout_status_text_PENDING', canCheckAgain: true });
    expect(transactionStatusView({ state: 'PROCESSING' })).toMatchObject({ textKey: 'gaia_checkout_status_text_PROCESSING', canCheckAgain: true });
  });

  it('a failure names its reason and offers to try again', () => {
    expect(transactionStatusView({ state: 'FAILED', failReason: 'timeout' })).toMatchObject({ tone: 'error', textKey: 'gaia_checkout_fail_timeout', canTryAgain: true });
    expect(transactionStatusView({ state: 'FAILED' }).textKey).toBe('gaia_checkout_fail_declined');
  });

  it('a failed payment is tried again with the same amount and target', () => {
    const query = transactionQuery({
      transactionSn: 'T1', state: 'FAILED', payEvent: 'recharge', paymentMethodCode: 'CARD', amount: '10.50', amountDisplay: '$10.50', currencySymbol: '$', accNbr: '771234567', createdDate: '2026-01-01 00:00:00',
    });
    expect(toPaymentMethodSearch(query)).toBe('payEvent=recharge&accNbr=771234567&amount=10.50&currencySymbol=%24&amountDisplay=%2410.50');
  });

  it('shows the amount as displayed, else symbol and amount, else the placeholder', () => {
    expect(paymentAmountText({ amountDisplay: '$ 5.00', amount: '5' })).toBe('$ 5.00');
    expect(paymentAmountText({ amount: '5', currencySymbol: '$' })).toBe('$5.00');
    expect(paymentAmountText({ amount: '45.8', currencySymbol: '$' })).toBe('$45.80');
    expect(paymentAmountText({})).toBe('--');
  });
});
