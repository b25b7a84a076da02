import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, StorageKey } from '../../kernel/storage/keys';
import type { DeliveryAddress } from '../address';
import { addressAfterSave } from '../deliveryAddress';
import { editAddressPath, embeddedAddressCallback, isTempLoginMode, readAddressPageQuery, tempLoginAddress } from './addressPage';

const saved: DeliveryAddress = { addrId: 'DA-7', contactName: 'Tariro Moyo', contactMobile: '0771234567', addrDetail: '12 Main Road', isDefault: 1, comments: 'Blue gate' };

describe('F2.17 /h5/addShippingAddress query', () => {
  it('adds without defaultDeliveryAddress and edits with it', () => {
    expect(readAddressPageQuery(new URLSearchParams(''))).toEqual({ mode: 'add' });
    const edit = readAddressPageQuery(new URLSearchParams(editAddressPath(saved).split('?')[1]));
    expect(edit.mode).toBe('edit');
    expect(edit.editing).toEqual(saved);
  });

  it('ignores a defaultDeliveryAddress that is not an address object', () => {
    expect(readAddressPageQuery(new URLSearchParams('defaultDeliveryAddress=%5B1%5D')).mode).toBe('add');
    expect(readAddressPageQuery(new URLSearchParams('defaultDeliveryAddress=%7Bbroken')).mode).toBe('add');
  });

  it('reads the map pick: mapAddr fills the display address in detailed mode (default), the detail otherwise; latlng "(lat,lng)"', () => {
    const query = new URLSearchParams({ mapAddr: 'HARARE / AVONDALE', latlng: '(-17.8,31.04)' });
    expect(readAddressPageQuery(query)).toEqual({ mode: 'add', picked: { displayAddr: 'HARARE / AVONDALE' }, coordinates: { lat: -17.8, lng: 31.04 } });
    expect(readAddressPageQuery(query, { addressMode: 'S' }).picked).toEqual({ addrDetail: 'HARARE / AVONDALE' });
    expect(readAddressPageQuery(new URLSearchParams({ latlng: '(200,1)' })).coordinates).toBeUndefined();
  });
});

describe('F2.17 temporary-login mode', () => {
  it('is on when the tempLogin flag is stored, off when absent or false', () => {
    const storage = createMemoryStorage();
    expect(isTempLoginMode(storage)).toBe(false);
    storage.setItem(StorageKey.tempLogin, 'true');
    expect(isTempLoginMode(storage)).toBe(true);
    for (const off of ['false', '0', 'N', ' ']) {
      storage.setItem(StorageKey.tempLogin, off);
      expect(isTempLoginMode(storage)).toBe(false);
    }
  });

  it('carries the address with its comments, never as a default, replacing the route with /h5/buySimCard/delivery', () => {
    const carried = tempLoginAddress(saved);
    expect(carried).toMatchObject({ comments: 'Blue gate', isDefault: 0 });
    const next = addressAfterSave({ mode: 'add', address: carried, tempLogin: true });
    expect(next).toEqual({ kind: 'replace', path: '/h5/buySimCard/delivery', query: { deliveryAddress: JSON.stringify(carried) } });
  });

  it('history rules otherwise: two steps after an add through the map in detailed mode, else one; one after an edit', () => {
    expect(addressAfterSave({ mode: 'add', address: saved, mapSearchShown: true, detailed: true })).toEqual({ kind: 'back', steps: 2 });
    expect(addressAfterSave({ mode: 'add', address: saved, mapSearchShown: false, detailed: true })).toEqual({ kind: 'back', steps: 1 });
    expect(addressAfterSave({ mode: 'add', address: saved, mapSearchShown: true, detailed: false })).toEqual({ kind: 'back', steps: 1 });
    expect(addressAfterSave({ mode: 'edit', address: saved, mapSearchShown: true, detailed: true })).toEqual({ kind: 'back', steps: 1 });
  });
});

describe('F2.17 embedded web mode: the native host success callback', () => {
  it('calls window.GaiaHost.addressSaved with the address as JSON', () => {
    const addressSaved = vi.fn();
    const callback = embeddedAddressCallback({ GaiaHost: { addressSaved } });
    expect(callback?.(saved)).toBe(true);
    expect(addressSaved).toHaveBeenCalledWith(JSON.stringify(saved));
  });

  it('is absent without a host or without the method, and reports a throwing host', () => {
    expect(embeddedAddressCallback({})).toBeUndefined();
    expect(embeddedAddressCallback({ GaiaHost: { closePage: () => undefined } })).toBeUndefined();
    const throwing = embeddedAddressCallback({ GaiaHost: { addressSaved: () => { throw new Error('gone'); } } });
    expect(throwing?.(saved)).toBe(false);
  });
});
