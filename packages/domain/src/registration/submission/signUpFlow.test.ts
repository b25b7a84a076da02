import { describe, expect, it } from 'vitest';
import { heldProfile, identity, stepOne, supplementary } from './signUp.fixtures';
import { backStep, indicatorPosition, initialSignUpState, signInAccountOf, signUpReducer, stepsOf, type SignUpEvent, type SignUpState } from './signUpFlow';

const run = (state: SignUpState, ...events: SignUpEvent[]) => events.reduce(signUpReducer, state);
const verified = { type: 'codeVerified', code: { referenceId: 'REG-1', otp: '123456' } } as const;

describe('sign-up flow, reading A (F2.7: five steps)', () => {
  it('goes account → code → identity → supplementary → password', () => {
    const seen: string[] = [];
    let state = initialSignUpState('A');
    seen.push(state.step);
    for (const event of [
      { type: 'stepOneDone', data: stepOne },
      verified,
      { type: 'identityDone', data: identity },
      { type: 'supplementaryDone', data: supplementary },
    ] as SignUpEvent[]) {
      state = signUpReducer(state, event);
      seen.push(state.step);
    }
    expect(seen).toEqual(['account', 'code', 'identity', 'supplementary', 'password']);
    expect(indicatorPosition(state)).toBe(4);
  });

  it('Back restores each earlier step, and from the step after the code returns to step one (a code is single use)', () => {
    const atPassword = run(initialSignUpState('A'), { type: 'stepOneDone', data: stepOne }, verified, { type: 'identityDone', data: identity }, { type: 'supplementaryDone', data: supplementary });
    const atSupplementary = signUpReducer(atPassword, { type: 'back' });
    expect(atSupplementary.step).toBe('supplementary');
    expect(atSupplementary.supplementary).toEqual(supplementary);
    const atIdentity = signUpReducer(atSupplementary, { type: 'back' });
    expect(atIdentity.step).toBe('identity');
    expect(atIdentity.identity).toEqual(identity);
    const atAccount = signUpReducer(atIdentity, { type: 'back' });
    expect(atAccount.step).toBe('account');
    expect(atAccount.stepOne).toEqual(stepOne);
  });

  it('keeps later entries when step one is done again for the same person, and drops them for another', () => {
    const later = run(initialSignUpState('A'), { type: 'stepOneDone', data: stepOne }, verified, { type: 'identityDone', data: identity }, { type: 'back' }, { type: 'back' });
    expect(signUpReducer(later, { type: 'stepOneDone', data: stepOne }).identity).toEqual(identity);
    const other = signUpReducer(later, { type: 'stepOneDone', data: { ...stepOne, idNbr: '63-222222B22' } });
    expect(other.identity).toBeUndefined();
    expect(other.step).toBe('code');
  });

  it('the alternative form, which verified its code already, goes straight past the code step', () => {
    const state = signUpReducer(initialSignUpState('A'), { type: 'stepOneDone', data: { ...stepOne, form: 'alternative', referenceId: 'REG-9' } });
    expect(state.step).toBe('identity');
    expect(state.verified?.referenceId).toBe('REG-9');
  });

  it('keeps drafts of steps not yet finished, and Cancel (restart) clears everything', () => {
    const state = run(initialSignUpState('A'), { type: 'draft', step: 'account', values: { account: '07799' } });
    expect(state.drafts.account).toEqual({ account: '07799' });
    expect(signUpReducer(state, { type: 'restart' })).toEqual(initialSignUpState('A'));
  });

  it('an upgrade whose profile holds every identity field skips the identity step (the shorter variant)', () => {
    const upgrade = { ...stepOne, upgrade: { userId: 'U-1004' } };
    const state = run(initialSignUpState('A'), { type: 'stepOneDone', data: upgrade }, verified, { type: 'profileLoaded', profile: heldProfile });
    expect(stepsOf(state)).toEqual(['account', 'code', 'supplementary', 'password']);
    expect(state.step).toBe('supplementary');
    expect(backStep(state)).toBe('account');
  });

  it('registered: reading A stays on its step with the result (the success dialog)', () => {
    const state = run(initialSignUpState('A'), { type: 'stepOneDone', data: stepOne }, verified, { type: 'registered', result: { userCode: 'GA1000006', account: '0779999999' } });
    expect(state.result?.userCode).toBe('GA1000006');
    expect(state.step).toBe('identity');
    expect(indicatorPosition(state)).toBe(5);
  });
});

describe('sign-up flow, reading B (F2.7: four steps)', () => {
  it('goes account → code → profile → success, and Back from steps 2 and 3 returns to step 1', () => {
    const atCode = signUpReducer(initialSignUpState('B'), { type: 'stepOneDone', data: stepOne });
    expect(atCode.step).toBe('code');
    expect(signUpReducer(atCode, { type: 'back' }).step).toBe('account');
    const atProfile = signUpReducer(atCode, verified);
    expect(atProfile.step).toBe('profile');
    expect(signUpReducer(atProfile, { type: 'back' }).step).toBe('account');
    const done = signUpReducer(atProfile, { type: 'registered', result: { userCode: 'GA1000006', account: stepOne.account } });
    expect(done.step).toBe('success');
    expect(indicatorPosition(done)).toBe(4);
  });
});

describe('signInAccountOf', () => {
  it('prefers the mobile number, else the e-mail', () => {
    expect(signInAccountOf(stepOne)).toBe('0779999999');
    expect(signInAccountOf({ ...stepOne, accountType: 'EMAIL', account: 'a@b.co', mobile: undefined, email: 'a@b.co' })).toBe('a@b.co');
  });
});
