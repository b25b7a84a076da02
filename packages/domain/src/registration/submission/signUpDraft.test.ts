import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../kernel/storage/keys';
import { initialSignUpState, signUpReducer } from './signUpFlow';
import { SIGN_UP_DRAFT_KEY, createSignUpDraftStore, parseSignUpDraft, serialiseSignUpDraft } from './signUpDraft';
import { identity, stepOne } from './signUp.fixtures';

const atIdentity = [
  { type: 'stepOneDone', data: stepOne },
  { type: 'codeVerified', code: { referenceId: 'REG-1', otp: '123456' } },
  { type: 'draft', step: 'identity', values: { firstName: 'RUVA' } },
] as const;

describe('sign-up draft in session storage (F2.7: a reload keeps the entries)', () => {
  it('reads back what was kept, under a versioned key', () => {
    const storage = createMemoryStorage();
    const store = createSignUpDraftStore(storage);
    const state = atIdentity.reduce(signUpReducer, initialSignUpState('A'));
    store.keep(state);
    expect(storage.getItem(SIGN_UP_DRAFT_KEY)).toContain('"reading":"A"');
    expect(store.read('A')).toEqual(JSON.parse(serialiseSignUpDraft(state)));
    expect(store.read('A').drafts.identity).toEqual({ firstName: 'RUVA' });
  });

  it('never stores a password', () => {
    const state = signUpReducer(atIdentity.reduce(signUpReducer, initialSignUpState('A')), { type: 'identityDone', data: identity });
    expect(serialiseSignUpDraft(state)).not.toMatch(/password/i);
  });

  it('gives a fresh flow for malformed text, another reading or a non-object', () => {
    expect(parseSignUpDraft('{not json', 'A')).toEqual(initialSignUpState('A'));
    expect(parseSignUpDraft('[1,2]', 'A')).toEqual(initialSignUpState('A'));
    expect(parseSignUpDraft(JSON.stringify({ reading: 'B', step: 'code', drafts: {} }), 'A')).toEqual(initialSignUpState('A'));
  });

  it('returns to step one, entries kept, when a later step lacks what it builds on', () => {
    const text = JSON.stringify({ reading: 'A', step: 'password', drafts: { account: { account: '0779' } }, stepOne });
    const state = parseSignUpDraft(text, 'A');
    expect(state.step).toBe('account');
    expect(state.stepOne).toEqual(stepOne);
  });

  it('drops parts that do not have their shape and unknown steps', () => {
    const text = JSON.stringify({ reading: 'A', step: 'elsewhere', stepOne: { account: 7 }, verified: 'x', drafts: { account: 'x', identity: { firstName: 'A' } } });
    const state = parseSignUpDraft(text, 'A');
    expect(state).toMatchObject({ step: 'account', stepOne: undefined, verified: undefined, drafts: { identity: { firstName: 'A' } } });
  });

  it('storage that throws is never fatal: reads give a fresh flow, writes are dropped', () => {
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('blocked'); } };
    const store = createSignUpDraftStore(broken);
    expect(store.read('B')).toEqual(initialSignUpState('B'));
    expect(() => store.keep(initialSignUpState('B'))).not.toThrow();
    expect(() => store.clear()).not.toThrow();
  });
});
