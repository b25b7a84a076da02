import { describe, expect, it } from 'vitest';
import {
  PASSWORD_CIPHER,
  SecurityResultCode,
  bytesToBase64,
  encryptPassword,
  importPasswordPublicKey,
} from '@gaia/domain';
import { demoCorporate, demoIndividual } from './store/seed';
import { createTestSandbox, type TestSandbox } from './testing/sandboxTest';

/** The abuse limits of docs/adr/0008-sandbox-abuse-limits.md (issue 10 §4). */

const MINUTE = 60_000;


const otpLogin = (sbx: TestSandbox, otp: string, headers?: Record<string, string>) =>
  sbx.post('/ecare/user/otpLogin', { account: demoIndividual.account, otp }, headers);

const pwdLogin = async (sbx: TestSandbox, password: string, headers?: Record<string, string>) =>
  sbx.post<{ retryAfterSeconds: number } | null>(
    '/ecare/user/pwdLogin',
    { account: demoIndividual.account, password: await sbx.encrypt(password) },
    headers,
  );

describe('a one-time code is invalidated after 5 wrong tries', () => {
  it('4 wrong tries answer 40904106; the 5th answers 40904122 and the code no longer works', async () => {
    const sbx = await createTestSandbox();
    const otp = await sbx.sendCode(demoIndividual.account);
    for (let i = 0; i < 4; i += 1) expect((await otpLogin(sbx, sbx.otherCode(otp))).body.code).toBe('40904106');
    const fifth = await otpLogin(sbx, sbx.otherCode(otp));
    expect(fifth.body).toMatchObject({
      code: SecurityResultCode.otpAttemptsExceeded,
      resultMsg: 'Too many wrong codes: this verification code no longer works. Ask for a new one.',
    });
    // The right code is refused too, in the user's language.
    const right = await otpLogin(sbx, otp, { locale: 'ar' });
    expect(right.body.code).toBe('40904122');
    expect(right.body.resultMsg).toMatch(/[\u0600-\u06ff]/);
  });

  it('a new code works again once the gap has passed', async () => {
    const sbx = await createTestSandbox();
    const otp = await sbx.sendCode(demoIndividual.account);
    for (let i = 0; i < 5; i += 1) await otpLogin(sbx, sbx.otherCode(otp));
    sbx.clock.advance(61_000);
    const fresh = await sbx.sendCode(demoIndividual.account);
    expect((await otpLogin(sbx, fresh)).body.code).toBe('200');
  });

  it('counts on the corporate sign-in too', async () => {
    const sbx = await createTestSandbox();
    const corporate = { loginAcct: demoCorporate.account, extParam: { representativeIdNbr: demoCorporate.representativeIdNbr } };
    await sbx.post('/uc/login/send-otp', corporate);
    const otp = sbx.inbox()[0]!.code;
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await sbx.post('/uc/login/pwd-login', { ...corporate, password: await sbx.encrypt(demoCorporate.password), otp: sbx.otherCode(otp) });
      codes.push(answer.body.code);
    }
    expect(codes).toEqual(['40904106', '40904106', '40904106', '40904106', '40904122']);
    const right = await sbx.post('/uc/login/pwd-login', { ...corporate, password: await sbx.encrypt(demoCorporate.password), otp });
    expect(right.body.code).toBe('40904122');
  });
});

describe('password sign-in is throttled per account', () => {
  it('the 5th failure within 15 minutes locks password sign-in for 15 minutes (40904123), right password included', async () => {
    const sbx = await createTestSandbox();
    for (let i = 0; i < 4; i += 1) expect((await pwdLogin(sbx, 'Wrong#1')).body.code).toBe('40904101');
    const fifth = await pwdLogin(sbx, 'Wrong#1');
    expect(fifth.body).toMatchObject({
      code: SecurityResultCode.signInLocked,
      data: { retryAfterSeconds: 15 * 60 },
    });
    expect(fifth.body.resultMsg).toContain('15 minutes');
    sbx.clock.advance(5 * MINUTE);
    const locked = await pwdLogin(sbx, demoIndividual.password, { locale: 'ar' });
    expect(locked.body.code).toBe('40904123');
    expect(locked.body.data).toEqual({ retryAfterSeconds: 10 * 60 });
    expect(locked.body.resultMsg).toMatch(/[\u0600-\u06ff]/);
    // The same account by another of its names is locked too.
    const byEmail = await sbx.post('/ecare/user/pwdLogin', { account: demoIndividual.email, password: await sbx.encrypt(demoIndividual.password) });
    expect(byEmail.body.code).toBe('40904123');
    sbx.clock.advance(10 * MINUTE);
    expect((await pwdLogin(sbx, demoIndividual.password)).body.code).toBe('200');
  });

  it('failures older than 15 minutes do not count, and a right password clears them', async () => {
    const sbx = await createTestSandbox();
    for (let i = 0; i < 4; i += 1) await pwdLogin(sbx, 'Wrong#1');
    sbx.clock.advance(16 * MINUTE);
    for (let i = 0; i < 4; i += 1) expect((await pwdLogin(sbx, 'Wrong#1')).body.code).toBe('40904101');
    expect((await pwdLogin(sbx, demoIndividual.password)).body.code).toBe('200');
    for (let i = 0; i < 4; i += 1) expect((await pwdLogin(sbx, 'Wrong#1')).body.code).toBe('40904101');
  });

  it('locks the corporate password sign-in too; reset clears the lock', async () => {
    const sbx = await createTestSandbox();
    const corporate = { loginAcct: demoCorporate.account, extParam: { representativeIdNbr: demoCorporate.representativeIdNbr }, otp: '123456' };
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push(await sbx.codeOf('/uc/login/pwd-login', { ...corporate, password: await sbx.encrypt('Nope#123') }));
    }
    expect(codes).toEqual(['40904101', '40904101', '40904101', '40904101', '40904123']);
    await sbx.post('/__sandbox/reset', {});
    const after = await sbx.post('/uc/login/pwd-login', { ...corporate, password: await sbx.encrypt('Nope#123') });
    expect(after.body.code).toBe('40904101');
  });
});

describe('a replayed password ciphertext is refused', () => {
  it('the same ciphertext is accepted once: sent again it answers 40904124', async () => {
    const sbx = await createTestSandbox();
    const password = await sbx.encrypt(demoIndividual.password);
    const first = await sbx.post('/ecare/user/pwdLogin', { account: demoIndividual.account, password });
    expect(first.body.code).toBe('200');
    const replay = await sbx.post('/ecare/user/pwdLogin', { account: demoIndividual.account, password });
    expect(replay.body).toMatchObject({
      code: SecurityResultCode.passwordReplayed,
      data: null,
    });
    expect(replay.body.resultMsg).toBe(
      'This sign-in request was already used or has expired. Check the date and time of your device, then try again.',
    );
  });

  it('a ciphertext more than 10 minutes from the real time answers 40904124', async () => {
    const sbx = await createTestSandbox();
    for (const offset of [-11 * MINUTE, 11 * MINUTE]) {
      const password = await encryptPassword(sbx.publicKey, demoIndividual.password, { now: () => Date.now() + offset });
      const answer = await sbx.post('/ecare/user/pwdLogin', { account: demoIndividual.account, password });
      expect(answer.body.code, String(offset)).toBe('40904124');
    }
    const skewed = await encryptPassword(sbx.publicKey, demoIndividual.password, { now: () => Date.now() - 9 * MINUTE });
    expect(await sbx.codeOf('/ecare/user/pwdLogin', { account: demoIndividual.account, password: skewed })).toBe('200');
  });

  it('a bare ciphertext without nonce and time (an older client) answers 40904121, never compared', async () => {
    const sbx = await createTestSandbox();
    const key = await importPasswordPublicKey(sbx.publicKey);
    const bare = bytesToBase64(
      new Uint8Array(await crypto.subtle.encrypt(PASSWORD_CIPHER, key, new TextEncoder().encode(demoIndividual.password))),
    );
    const answer = await sbx.post('/ecare/user/pwdLogin', { account: demoIndividual.account, password: bare });
    expect(answer.body.code).toBe('40904121');
  });

  it('a replayed corporate or reset ciphertext is refused too', async () => {
    const sbx = await createTestSandbox();
    const corporate = { loginAcct: demoCorporate.account, extParam: { representativeIdNbr: demoCorporate.representativeIdNbr }, otp: '123456' };
    const password = await sbx.encrypt(demoCorporate.password);
    await sbx.post('/uc/login/pwd-login', { ...corporate, password });
    expect(await sbx.codeOf('/uc/login/pwd-login', { ...corporate, password })).toBe('40904124');
    const reset = await sbx.post('/ecare/password/reset', { referenceId: 'RR-NONE', password });
    expect(reset.body.code).toBe('40904124');
  });
});
