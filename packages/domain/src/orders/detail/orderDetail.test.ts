import { describe, expect, it } from 'vitest';
import { detailClockOffset, esimActivationCode, orderDetailRows, orderPaymentMethod, EMPTY_DISPLAY } from './orderDetailModel';
import { hostReceiptDownloader, isPdfDocument, receiptFileName } from './receipt';
import { orderPaymentCountdown } from '../paymentCountdown';

describe('server clock of the detail (F3.15)', () => {
  it('takes serverTime, else the Date header, else counts on the device clock', () => {
    expect(detailClockOffset({ serverTime: 1_000_000 }, 400_000)).toBe(600_000);
    expect(detailClockOffset({}, Date.parse('Thu, 15 Jan 2026 09:00:00 GMT') - 5_000, 'Thu, 15 Jan 2026 09:00:00 GMT')).toBe(5_000);
    expect(detailClockOffset({}, 123, 'not a date')).toBe(0);
  });

  it('a device clock set an hour wrong shows the same countdown as a right one', () => {
    const order = { orderState: 'B', createdDate: 1_700_000_000_000, timeoutDuration: 30 };
    const serverNow = 1_700_000_000_000 + 10 * 60_000;
    const wrongDevice = serverNow - 3_600_000;
    const offset = detailClockOffset({ serverTime: serverNow }, wrongDevice);
    expect(orderPaymentCountdown(order, wrongDevice, offset)?.text).toBe('00:20:00');
    expect(orderPaymentCountdown(order, wrongDevice + 61_000, offset)?.text).toBe('00:18:59');
  });
});

describe('detail content (F3.15)', () => {
  it('reads the eSIM activation code and the payment method from extData', () => {
    const extData = { esimFlag: 'Y', paymentMethodName: ' Visa ', attrValueList: [{ attrCode: 'esimActivationCode', attrValue: 'LPA:1$x$y' }] };
    expect(esimActivationCode({ extData })).toBe('LPA:1$x$y');
    expect(orderPaymentMethod({ extData })).toBe('Visa');
    expect(esimActivationCode({})).toBeUndefined();
    expect(orderPaymentMethod({ extData: { paymentMethodName: 3 } })).toBeUndefined();
  });

  it('lists the key/value rows with -- for what is missing', () => {
    const rows = orderDetailRows({ orderId: '1', orderNbr: 'SO1', orderState: 'V', eventType: 'ROAMING', createdDate: 5 });
    expect(rows.map((row) => row.value)).toEqual(['SO1', 'ROAMING', 5, EMPTY_DISPLAY, EMPTY_DISPLAY, EMPTY_DISPLAY]);
  });
});

describe('receipt (F3.15)', () => {
  it('names the file by order number and recognises a PDF by its header', () => {
    expect(receiptFileName({ orderNbr: 'SO/2026 09' })).toBe('receipt-SO202609.pdf');
    expect(isPdfDocument(new TextEncoder().encode('%PDF-1.4\n'))).toBe(true);
    expect(isPdfDocument(new TextEncoder().encode('{"code"'))).toBe(false);
  });

  it('hands the receipt to the native host when it offers downloadReceipt', () => {
    const asked: string[] = [];
    const host = { downloadReceipt(id: string) { asked.push(id); } };
    hostReceiptDownloader({ GaiaHost: host })!('O-1');
    expect(asked).toEqual(['O-1']);
    expect(hostReceiptDownloader({})).toBeUndefined();
    expect(hostReceiptDownloader({ GaiaHost: { downloadReceipt: 'no' } })).toBeUndefined();
  });
});
