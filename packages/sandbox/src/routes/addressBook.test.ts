import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { DeliveryAddress } from '@gaia/domain';
import { createTestSandbox } from '../testing/sandboxTest';
import { DEMO_ADDRESS_CONFIG, POST_CODES } from '../store/addressBook';
import { addressBookRoutes } from './addressBook';

/**
 * The address book's routes, served on their own over the test sandbox's store (sessions come from
 * the sandbox's sign-in), so these tests speak to this router whatever else the app mounts.
 */
async function addressSandbox() {
  const sbx = await createTestSandbox();
  const router = new Hono().route('/', addressBookRoutes(sbx.store));
  async function send<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { 'Content-Type': 'application/json', ...headers } };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await router.fetch(new Request(`http://sandbox${path}`, init));
    return { status: response.status, body: (await response.json()) as { code: string; resultMsg: string; data: T } };
  }
  const token = sbx.store.openSession(sbx.store.findByUserId('U-1001')!);
  return { sbx, send, headers: { token }, post: <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) => send<T>('POST', path, body, headers) };
}

type Book = { addressList: DeliveryAddress[] };
const newAddress = (extra: Partial<DeliveryAddress> = {}): DeliveryAddress => ({
  contactName: 'Chipo Banda',
  contactMobile: '0779876543',
  addrDetail: 'Highlands|3 Enterprise Road',
  displayAddr: 'HARARE / HARARE / HARARE CBD',
  stdAddrId: 'C-HRE-T1',
  postCode: '02110',
  isDefault: 0,
  ...extra,
});

describe('F2.17 address book (spec 02 §7 address calls)', () => {
  it('seeds two addresses for the demo individual, the first the default', async () => {
    const { post, headers } = await addressSandbox();
    const list = (await post<Book>('/ecare/user/address/list', {}, headers)).body.data.addressList;
    expect(list.map((a) => [a.addrId, a.isDefault])).toEqual([['DA-1', 1], ['DA-2', 0]]);
    expect((await post<{ deliveryAddressDetail: DeliveryAddress }>('/ecare/user/address/default', {}, headers)).body.data.deliveryAddressDetail.addrId).toBe('DA-1');
  });

  it('add answers the saved deliveryAddressDetail with every sent field (postal code, alternate number, area|detail, extData)', async () => {
    const { post, headers } = await addressSandbox();
    const sent = newAddress({ alternateContactNbr: '0712223334', comments: 'Ring twice', extData: { landmark: 'Opposite the clinic' } });
    const answer = await post<{ deliveryAddressDetail: DeliveryAddress }>('/ecare/user/address/add', sent, headers);
    expect(answer.body.code).toBe('200');
    expect(answer.body.data.deliveryAddressDetail).toMatchObject({ ...sent, addrId: expect.any(String) });
    const list = (await post<Book>('/ecare/user/address/list', {}, headers)).body.data.addressList;
    expect(list).toHaveLength(3);
  });

  it('one default: adding a default clears the others; editing moves it; deleting the default makes another the default, or none', async () => {
    const { post, headers } = await addressSandbox();
    const list = async () => (await post<Book>('/ecare/user/address/list', {}, headers)).body.data.addressList;
    const added = (await post<{ deliveryAddressDetail: DeliveryAddress }>('/ecare/user/address/add', newAddress({ isDefault: 1 }), headers)).body.data.deliveryAddressDetail;
    expect((await list()).filter((a) => a.isDefault === 1).map((a) => a.addrId)).toEqual([added.addrId]);
    const seeded = (await list()).find((a) => a.addrId === 'DA-2')!;
    expect((await post('/ecare/user/address/mod', { ...seeded, isDefault: 1 }, headers)).body.code).toBe('200');
    expect((await list())[0]).toMatchObject({ addrId: 'DA-2', isDefault: 1 });
    expect((await post('/ecare/user/address/delete', { addrId: 'DA-2' }, headers)).body.code).toBe('200');
    expect((await list()).filter((a) => a.isDefault === 1)).toHaveLength(1);
    for (const address of await list()) await post('/ecare/user/address/delete', { addrId: address.addrId }, headers);
    expect(await list()).toEqual([]);
    expect((await post<{ deliveryAddressDetail: null }>('/ecare/user/address/default', {}, headers)).body.data.deliveryAddressDetail).toBeNull();
  });

  it('refuses a broken field rule with its message as resultMsg, in the request language', async () => {
    const { post, headers } = await addressSandbox();
    const english = await post('/ecare/user/address/add', newAddress({ contactName: '' }), headers);
    expect(english.body).toMatchObject({ code: '40917212', resultMsg: 'Receiver name is required.' });
    const arabic = await post('/ecare/user/address/add', newAddress({ contactMobile: '12' }), { ...headers, locale: 'ar' });
    expect(arabic.body.code).toBe('40917212');
    expect(arabic.body.resultMsg).toMatch(/[\u0600-\u06FF]/);
    expect((await post('/ecare/user/address/add', newAddress({ addrDetail: 'x'.repeat(301) }), headers)).body.code).toBe('40917212');
    expect((await post('/ecare/user/address/add', newAddress({ postCode: '1234' }), headers)).body.code).toBe('40917212');
  });

  it('edits only known ids of the customer; another customer never sees the book', async () => {
    const { sbx, post, headers } = await addressSandbox();
    expect((await post('/ecare/user/address/mod', newAddress({ addrId: 'DA-404' }), headers)).body.code).toBe('40917210');
    expect((await post('/ecare/user/address/delete', { addrId: 'DA-404' }, headers)).body.code).toBe('40917210');
    const company = { token: sbx.store.openSession(sbx.store.findByUserId('U-2001')!) };
    expect((await post('/ecare/user/address/mod', newAddress({ addrId: 'DA-1' }), company)).body.code).toBe('40917210');
    expect((await post<Book>('/ecare/user/address/list', {}, company)).body.data.addressList.map((a) => a.addrId)).toEqual(['DA-3']);
  });

  it('the failure switch makes add and edit fail with a message or without one; nothing is saved', async () => {
    const { send, post, headers } = await addressSandbox();
    expect((await post('/__sandbox/addresses', { save: 'fail' })).status).toBe(200);
    const failed = await post('/ecare/user/address/add', newAddress(), headers);
    expect(failed.body.code).not.toBe('200');
    expect(failed.body.resultMsg).toBe('The address could not be saved right now. Please try again later.');
    await post('/__sandbox/addresses', { save: 'failWithoutMessage' });
    const silent = await post('/ecare/user/address/mod', newAddress({ addrId: 'DA-1' }), headers);
    expect(silent.body).toMatchObject({ resultMsg: '' });
    expect(silent.body.code).not.toBe('200');
    expect((await post<Book>('/ecare/user/address/list', {}, headers)).body.data.addressList).toHaveLength(2);
    expect((await send<{ save: string }>('GET', '/__sandbox/addresses')).body).toMatchObject({ save: 'failWithoutMessage' });
  });

  it('needs a session for the address calls, and answers malformed bodies with 400', async () => {
    const { post, headers } = await addressSandbox();
    expect((await post('/ecare/user/address/list', {})).status).toBe(401);
    expect((await post('/ecare/user/address/add', newAddress())).status).toBe(401);
    expect((await post('/ecare/user/address/add', '{', headers)).status).toBe(400);
    expect((await post('/ecare/user/address/add', { ...newAddress(), contactName: 7 }, headers)).status).toBe(400);
    expect((await post('/ecare/user/address/add', { ...newAddress(), isDefault: 'yes' }, headers)).status).toBe(400);
    expect((await post('/ecare/user/address/add', { ...newAddress(), extData: [1] }, headers)).status).toBe(400);
    expect((await post('/ecare/user/address/mod', newAddress(), headers)).status).toBe(400);
    expect((await post('/ecare/user/address/delete', {}, headers)).status).toBe(400);
    expect((await post('/__sandbox/addresses', { save: 'sometimes' })).status).toBe(400);
    expect((await post('/__sandbox/addresses', { config: { postCodeDigit: 99 } })).status).toBe(400);
  });
});

describe('F2.17 postal-code lookup and the form configuration', () => {
  it('finds the standard address of a postal code (data.displayAddr, data.stdAddrId), else tip_postcode_notexist', async () => {
    const { post } = await addressSandbox();
    const found = await post<{ displayAddr: string; stdAddrId: string }>('/ecare/common/stdAddr/postCode', { postCode: '02110' });
    expect(found.body.data).toEqual({ displayAddr: 'HARARE / HARARE / HARARE CBD', stdAddrId: 'C-HRE-T1' });
    const missing = await post('/ecare/common/stdAddr/postCode', { postCode: '99999' });
    expect(missing.body).toMatchObject({ code: '40417214', resultMsg: 'No address was found for this postal code.' });
    expect((await post('/ecare/common/stdAddr/postCode', { postCode: '12a45' })).status).toBe(400);
    expect((await post('/ecare/common/stdAddr/postCode', { postCode: '1'.repeat(11) })).status).toBe(400);
    expect((await post('/ecare/common/stdAddr/postCode', '[')).status).toBe(400);
  });

  it('is served by the sandbox app, without a session', async () => {
    const sbx = await createTestSandbox();
    expect((await sbx.post('/ecare/common/stdAddr/postCode', { postCode: '02120' })).body.data).toEqual({ displayAddr: 'HARARE / HARARE / BORROWDALE', stdAddrId: 'C-HRE-T2' });
    expect((await sbx.post('/ecare/user/address/config', {})).body.data).toEqual(DEMO_ADDRESS_CONFIG);
  });

  it('gives every town a distinct five-digit code', () => {
    expect(POST_CODES.every((entry) => /^\d{5}$/.test(entry.postCode))).toBe(true);
    expect(new Set(POST_CODES.map((entry) => entry.postCode)).size).toBe(POST_CODES.length);
  });

  it('serves the configuration, which the control route replaces and a reset restores', async () => {
    const { sbx, post } = await addressSandbox();
    expect((await post('/ecare/user/address/config', {})).body.data).toEqual(DEMO_ADDRESS_CONFIG);
    await post('/__sandbox/addresses', { config: { addressMode: 'S', needAddrPostCode: false } });
    expect((await post('/ecare/user/address/config', {})).body.data).toEqual({ addressMode: 'S', needAddrPostCode: false });
    sbx.store.reset();
    expect((await post('/ecare/user/address/config', {})).body.data).toEqual(DEMO_ADDRESS_CONFIG);
  });
});

