import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../kernel/storage/keys';
import { createPaymentAttempts } from './paymentAttempt';
import type { PaymentMethodQuery } from './paymentMethodQuery';

const topUp: PaymentMethodQuery = { payEvent: 'recharge', accNbr: '771234567', amount: '10', currencySymbol: '$' };

function attempts() {
  let counter = 0;
  const storage = createMemoryStorage();
  return { storage, attempts: createPaymentAttempts(storage, () => `key-${++counter}`) };
}

describe('F3.8 never twice: one idempotency key per attempt', () => {
  it('a second Pay with the same method (double click, reload) sends the same key', () => {
    const { attempts: book } = attempts();
    const first = book.begin(topUp, 'CARD');
    expect(book.begin(topUp, 'CARD')).toEqual(first);
    expect(book.begin({ ...topUp }, 'CARD').idempotencyKey).toBe('key-1');
  });

  it('survives a reload: a new reader of the same storage finds the attempt and its method', () => {
    const { storage, attempts: book } = attempts();
    book.begin(topUp, 'WALLET');
    const afterReload = createPaymentAttempts(storage, () => 'other');
    expect(afterReload.current(topUp)).toEqual({ idempotencyKey: 'key-1', paymentMethodCode: 'WALLET' });
    expect(afterReload.begin(topUp, 'WALLET').idempotencyKey).toBe('key-1');
  });

  it('another method or a finished attempt starts a new key; another payment has its own', () => {
    const { attempts: book } = attempts();
    book.begin(topUp, 'CARD');
    expect(book.begin(topUp, 'WALLET').idempotencyKey).toBe('key-2');
    book.finish(topUp);
    expect(book.current(topUp)).toBeUndefined();
    expect(book.begin(topUp, 'WALLET').idempotencyKey).toBe('key-3');
    expect(book.begin({ ...topUp, amount: '20' }, 'WALLET').idempotencyKey).toBe('key-4');
  });

  it('a damaged stored attempt is ignored', () => {
    const { storage, attempts: book } = attempts();
    book.begin(topUp, 'CARD');
    storage.setItem(`gaia_payment_attempt:payEvent=recharge&accNbr=771234567&amount=10&currencySymbol=%24`, '{not json');
    expect(book.current(topUp)).toBeUndefined();
  });
});
