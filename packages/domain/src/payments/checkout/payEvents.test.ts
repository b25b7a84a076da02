import { describe, expect, it } from 'vitest';
import { PayEvent } from './payEventCodes';
import { OrderEventType, type OrderEventCode } from '../../orders/order';
import { orderPayFlags, payEventFor } from './payEvents';
import { parsePaymentMethodSearch } from './paymentMethodQuery';

type PayEvents = [
  plain: string | undefined,
  diy: string | undefined,
  socialMix: string | undefined,
];

/** An order event that is not paid for, with or without flags. */
const NOT_PAID: PayEvents = [undefined, undefined, undefined];
/** An order event paid with the same pay event whatever its flags. */
const always = (payEvent: string): PayEvents => [payEvent, payEvent, payEvent];

/** Every order event with its pay event without flags, with the DIY flag, and with the social-mix flag. */
const TABLE: Record<OrderEventCode, PayEvents> = {
  NEW_CONNECTION: always('newConnection'),
  MNP_PORT_IN: always('newConnection'),
  MNP_PORT_OUT: NOT_PAID,
  MODIFY_VAS: ['setVas', 'diy', 'socialMix'],
  ROAMING_ACTIVATION: always('roamingActivation'),
  ROAMING_EXTENSION: always('roamingExtension'),
  ROAMING_DEACTIVATION: NOT_PAID,
  PACKAGE_ACTIVATION: always('setVas'),
  PACKAGE_UPGRADE: always('setVas'),
  PACKAGE_DOWNGRADE: always('setVas'),
  PACKAGE_DEACTIVATION: NOT_PAID,
  PURCHASE_GOODS: always('goods'),
  SUSPENSION: NOT_PAID,
  ONE_WAY_BLOCK_PECCANCY: NOT_PAID,
  REACT_PECCANCY: NOT_PAID,
  REACTIVATION: NOT_PAID,
  NUMBER_SHIFTING: NOT_PAID,
  SIM_CARD_SHIFTING: NOT_PAID,
  SIM_CARD_LOST: NOT_PAID,
  SIM_CARD_RESTORE: NOT_PAID,
  TRANSFER_OWNERSHIP: NOT_PAID,
  CHANGE_OFFER: NOT_PAID,
  TERMINATION: NOT_PAID,
  PRE_PROVISIONED_SIM_REGISTRATION: NOT_PAID,
};

describe('F3.9 payment events mapping (spec 03 §4)', () => {
  it('the table covers every order event', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.values(OrderEventType).sort());
  });

  it.each(Object.entries(TABLE))(
    '%s maps to %j (plain, DIY flag, social-mix flag)',
    (eventType, [plain, diy, socialMix]) => {
      expect(payEventFor({ eventType })).toBe(plain);
      expect(payEventFor({ eventType, diy: true })).toBe(diy);
      expect(payEventFor({ eventType, socialMix: true })).toBe(socialMix);
    },
  );

  it('MODIFY_VAS with both flags is diy: the DIY flag is looked at first', () => {
    expect(payEventFor({ eventType: 'MODIFY_VAS', diy: true, socialMix: true })).toBe('diy');
  });

  it.each(Object.values(OrderEventType))('an explicit payEvent wins over %s', (eventType) => {
    expect(payEventFor({ payEvent: PayEvent.touristLoan, eventType, diy: true })).toBe(
      'touristLoan',
    );
  });

  it('an unknown explicit payEvent does not count; the order event decides', () => {
    expect(payEventFor({ payEvent: 'free', eventType: 'PURCHASE_GOODS' })).toBe('goods');
    expect(payEventFor({})).toBeUndefined();
  });

  it('reads the flags from the order extData (a detail present, not empty, not N)', () => {
    expect(orderPayFlags({ diyDetailDisplay: '5 GB + 100 min' })).toEqual({
      diy: true,
      socialMix: false,
    });
    expect(orderPayFlags({ socialMixDetailDisplay: 'WhatsApp' })).toEqual({
      diy: false,
      socialMix: true,
    });
    expect(orderPayFlags({ diyDetailDisplay: '', socialMixDetailDisplay: 'N' })).toEqual({
      diy: false,
      socialMix: false,
    });
    expect(orderPayFlags(undefined)).toEqual({ diy: false, socialMix: false });
  });

  it('an order query without payEvent gets its mapped pay event; without one it is not a payment', () => {
    expect(
      parsePaymentMethodSearch('fromOrder=Y&eventType=PURCHASE_GOODS&custOrderId=CO-1')?.payEvent,
    ).toBe('goods');
    expect(
      parsePaymentMethodSearch('fromOrder=Y&eventType=SUSPENSION&custOrderId=CO-1'),
    ).toBeUndefined();
    expect(
      parsePaymentMethodSearch('fromOrder=Y&eventType=PACKAGE_UPGRADE&custOrderId=O-1')?.payEvent,
    ).toBe('setVas');
    expect(
      parsePaymentMethodSearch('fromOrder=Y&eventType=PACKAGE_DEACTIVATION&custOrderId=O-1'),
    ).toBeUndefined();
    expect(parsePaymentMethodSearch('eventType=PURCHASE_GOODS')).toBeUndefined();
    expect(
      parsePaymentMethodSearch('payEvent=diy&fromOrder=Y&eventType=MODIFY_VAS')?.payEvent,
    ).toBe('diy');
  });
});
