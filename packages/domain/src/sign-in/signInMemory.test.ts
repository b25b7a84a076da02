import { describe, expect, it } from 'vitest';
import { StorageKey, createMemoryStorage, createPrefixedStorage } from '../kernel/storage/keys';
import {
  clearRememberedLogin,
  faceLoginMemoryKey,
  readFaceLoginMemory,
  readRememberedLogin,
  writeFaceLoginMemory,
  writeRememberedLogin,
  type RememberedLogin,
} from './signInMemory';

describe('remembered login (F0.5, F1.12)', () => {
  it('round-trips the account and the corporate representative ID', () => {
    const storage = createMemoryStorage();
    writeRememberedLogin(storage, {
      loginAcct: 'ACME001',
      extParam: { representativeIdNbr: 'RP12345' },
    });
    expect(readRememberedLogin(storage)).toEqual({
      loginAcct: 'ACME001',
      extParam: { representativeIdNbr: 'RP12345' },
    });
    writeRememberedLogin(storage, { loginAcct: '0771234567' });
    expect(readRememberedLogin(storage)).toEqual({ loginAcct: '0771234567' });
    clearRememberedLogin(storage);
    expect(readRememberedLogin(storage)).toBeUndefined();
  });

  it('never stores a password, whatever the caller passes (F0.8)', () => {
    const storage = createMemoryStorage();
    writeRememberedLogin(storage, {
      loginAcct: 'a',
      password: 'Secret#1',
      extParam: { representativeIdNbr: 'r', password: 'x' },
    } as unknown as RememberedLogin);
    expect(storage.getItem(StorageKey.rememberedLogin)).not.toMatch(/Secret|password/);
  });

  it('reads nothing from malformed storage', () => {
    const storage = createMemoryStorage();
    for (const value of ['{', '[]', '"x"', '{"loginAcct":5}', '{"loginAcct":""}']) {
      storage.setItem(StorageKey.rememberedLogin, value);
      expect(readRememberedLogin(storage)).toBeUndefined();
    }
  });
});

describe('face-login memory per party type (spec 01 §3)', () => {
  it('individual key: account and faceNotCapture; corporate key also the representative ID', () => {
    const raw = createMemoryStorage();
    const storage = createPrefixedStorage(raw, 'WEBSC');
    writeFaceLoginMemory(storage, 'INDIVIDUAL', {
      account: '0771234567',
      representativeIdNbr: 'ignored',
      faceNotCapture: true,
    });
    writeFaceLoginMemory(storage, 'CORPORATE', {
      account: 'ACME001',
      representativeIdNbr: 'RP12345',
      faceNotCapture: false,
    });
    expect(readFaceLoginMemory(storage, 'INDIVIDUAL')).toEqual({
      account: '0771234567',
      faceNotCapture: true,
    });
    expect(readFaceLoginMemory(storage, 'CORPORATE')).toEqual({
      account: 'ACME001',
      representativeIdNbr: 'RP12345',
      faceNotCapture: false,
    });
    expect(raw.getItem(`WEBSC_${faceLoginMemoryKey('INDIVIDUAL')}`)).toBe(
      '{"account":"0771234567","faceNotCapture":true}',
    );
    expect(faceLoginMemoryKey('CORPORATE')).toBe(StorageKey.faceLoginCorporate);
  });

  it('reads nothing from malformed storage and treats a non-true flag as false', () => {
    const storage = createMemoryStorage();
    storage.setItem(StorageKey.faceLoginIndividual, 'not json');
    expect(readFaceLoginMemory(storage, 'INDIVIDUAL')).toBeUndefined();
    storage.setItem(StorageKey.faceLoginIndividual, '{"account":"a","faceNotCapture":"yes"}');
    expect(readFaceLoginMemory(storage, 'INDIVIDUAL')).toEqual({
      account: 'a',
      faceNotCapture: false,
    });
  });
});
