import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../kernel/storage/keys';
import { blockedStorage } from '../kernel/testing/blockedStorage';
import { corporateStart, createSignInDraft, createSignInMemory, individualStart, signedInLogin } from './rememberedLogin';

describe('sign-in memory (spec 01 §3, F1.12)', () => {
  it('an individual sign-in is remembered for the individual forms only', () => {
    const memory = createSignInMemory(createMemoryStorage());
    memory.remember(signedInLogin(' 0551234567 '));
    expect(memory.individualAccount()).toBe('0551234567');
    expect(memory.corporate()).toBeUndefined();
  });

  it('a corporate sign-in is remembered with its representative, for the corporate form only', () => {
    const memory = createSignInMemory(createMemoryStorage());
    memory.remember(signedInLogin('ACME1', 'REP7'));
    expect(memory.corporate()).toEqual({ loginAcct: 'ACME1', representativeIdNbr: 'REP7' });
    expect(memory.individualAccount()).toBe('');
  });

  it('never stores a password', () => {
    const storage = createMemoryStorage();
    createSignInMemory(storage).remember({ loginAcct: 'a', password: 'secret' } as never);
    expect(storage.getItem('rememberedLogin')).not.toContain('secret');
  });

  it('keeps face memory per party type', () => {
    const memory = createSignInMemory(createMemoryStorage());
    memory.keepFaceMemory('CORPORATE', { account: 'ACME1', representativeIdNbr: 'REP7', faceNotCapture: true });
    expect(memory.faceMemory('CORPORATE')).toEqual({ account: 'ACME1', representativeIdNbr: 'REP7', faceNotCapture: true });
    expect(memory.faceMemory('INDIVIDUAL')).toBeUndefined();
  });

  it('blocked storage answers nothing and drops writes instead of failing the sign-in', () => {
    const memory = createSignInMemory(blockedStorage);
    expect(() => memory.remember(signedInLogin('a'))).not.toThrow();
    expect(memory.individualAccount()).toBe('');
    expect(memory.faceMemory('INDIVIDUAL')).toBeUndefined();
    expect(() => memory.keepFaceMemory('INDIVIDUAL', { account: 'a', faceNotCapture: false })).not.toThrow();
  });
});

describe('where the forms start', () => {
  it('an individual form starts from the draft of the form it replaces, else the remembered account', () => {
    const memory = { individualAccount: () => 'remembered' };
    expect(individualStart(memory)).toEqual({ account: 'remembered', password: '' });
    const draft = createSignInDraft();
    draft.keep({ account: 'typed' });
    draft.keep({ password: 'pw' });
    expect(individualStart(memory, draft)).toEqual({ account: 'typed', password: 'pw' });
  });

  it('the corporate form starts from the URL account, else the remembered company', () => {
    const memory = { corporate: () => ({ loginAcct: 'ACME1', representativeIdNbr: 'REP7' }) };
    expect(corporateStart(memory)).toEqual({ loginAcct: 'ACME1', representativeIdNbr: 'REP7' });
    expect(corporateStart(memory, 'OTHER')).toEqual({ loginAcct: 'OTHER', representativeIdNbr: '' });
    expect(corporateStart({ corporate: () => undefined })).toEqual({ loginAcct: '', representativeIdNbr: '' });
  });
});
