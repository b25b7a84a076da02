import { describe, expect, it } from 'vitest';
import { recordingHttp } from '../../kernel/testing/fakeHttp';
import { AddressBookPath, createAddressBookApi } from './addressBookCalls';

describe('F2.17 address book calls (spec 02 §7)', () => {
  it('posts to the documented address paths and our lookup and configuration paths', async () => {
    const { http, calls } = recordingHttp({ code: '200', resultCode: '200', resultMsg: 'success', data: null });
    const api = createAddressBookApi(http);
    const address = { contactName: 'A', contactMobile: '0771234567', addrDetail: 'x', isDefault: 0 as const };
    await api.list();
    await api.defaultAddress();
    await api.save(address, 'add');
    await api.save({ ...address, addrId: 'DA-1' }, 'edit');
    await api.remove('DA-1');
    await api.lookupPostCode('12345');
    await api.config();
    expect(calls.map((c) => [c.path, c.data])).toEqual([
      [AddressBookPath.list, {}],
      ['/ecare/user/address/default', {}],
      ['/ecare/user/address/add', address],
      ['/ecare/user/address/mod', { ...address, addrId: 'DA-1' }],
      ['/ecare/user/address/delete', { addrId: 'DA-1' }],
      ['/ecare/common/stdAddr/postCode', { postCode: '12345' }],
      ['/ecare/user/address/config', {}],
    ]);
  });
});
