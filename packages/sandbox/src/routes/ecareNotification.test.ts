import { describe, expect, it } from 'vitest';
import type { OtpSendData } from '@gaia/domain';
import { demoAccounts, demoIndividual } from '../store/seed';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

/** Asks /ecare/notification for a code by SMS. */
const askBySms = (sbx: TestSandbox, mobile: string, businessType: string) =>
  sbx.post('/ecare/notification/sendOtp', { mobile, businessType });

/** Asks /ecare/notification for a code by e-mail. */
const askByEmail = (sbx: TestSandbox, email: string, businessType: string) =>
  sbx.post('/ecare/notification/sendEmailOtp', { email, businessType });

describe('/ecare/notification/sendOtp and sendEmailOtp (F1.6)', () => {
  it('a code by SMS: the receiving medium, the flag and an inbox entry', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post<OtpSendData>('/ecare/notification/sendOtp', {
      mobile: demoIndividual.account,
      businessType: 'LOGIN',
    });
    expect(answer.body).toMatchObject({
      code: '200',
      flag: 'Y',
      data: { otpReceivingMedium: demoIndividual.account, waitSeconds: 60 },
    });
    const [message] = sbx.inbox();
    expect(message).toMatchObject({
      channel: 'SMS',
      recipient: demoIndividual.account,
      businessType: 'LOGIN',
      account: demoIndividual.account,
    });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.text).toContain(message!.code);
    expect(message!.at).toBe(new Date(sbx.clock.now()).toISOString());
  });

  it('a code by e-mail', async () => {
    const sbx = await createTestSandbox();
    const answer = await askByEmail(sbx, demoIndividual.email, 'RESET_PASSWORD');
    expect(answer.body.code).toBe('200');
    expect(sbx.inbox()[0]).toMatchObject({
      channel: 'EMAIL',
      recipient: demoIndividual.email,
      businessType: 'RESET_PASSWORD',
    });
  });

  it('within 60 s the already-sent code 40904118 answers with the server message and nothing new is sent', async () => {
    const sbx = await createTestSandbox();
    const body = { mobile: demoIndividual.account, businessType: 'LOGIN' };
    await sbx.post('/ecare/notification/sendOtp', body);
    sbx.clock.advance(18_000);
    const again = await sbx.post('/ecare/notification/sendOtp', body);
    expect(again.body).toMatchObject({
      code: '40904118',
      resultCode: '40904118',
      resultMsg: 'A verification code was already sent. You can ask for a new one in 42 seconds.',
      data: { waitSeconds: 42 },
    });
    expect(sbx.inbox()).toHaveLength(1);
    // The gap is per account: another account gets its code at once.
    expect((await askBySms(sbx, demoAccounts.noFace.account, 'LOGIN')).body.code).toBe('200');
    sbx.clock.advance(42_000);
    expect(await sbx.codeOf('/ecare/notification/sendOtp', body)).toBe('200');
    expect(sbx.inbox()).toHaveLength(3);
  });

  it('the gap message comes in Arabic when asked', async () => {
    const sbx = await createTestSandbox();
    const body = { mobile: demoIndividual.account, businessType: 'LOGIN' };
    await sbx.post('/ecare/notification/sendOtp', body, { locale: 'ar' });
    const again = await sbx.post('/ecare/notification/sendOtp', body, { locale: 'ar-SA' });
    expect(again.body.resultMsg).toBe('تم إرسال رمز تحقق بالفعل. يمكنك طلب رمز جديد بعد 60 ثانية.');
    expect(sbx.inbox()[0]!.text).toMatch(/^رمز التحقق/);
  });

  it('unregistered accounts: tip_user_not_exist; neither mobile nor e-mail: tip_invalid_account', async () => {
    const sbx = await createTestSandbox();
    expect((await askBySms(sbx, demoAccounts.unregisteredMobile, 'LOGIN')).body).toMatchObject({
      code: '40904102',
      resultMsg: 'This account is not registered.',
    });
    expect((await askByEmail(sbx, demoIndividual.account, 'LOGIN')).body).toMatchObject({
      code: '40904103',
      resultMsg: 'Enter a valid mobile number or e-mail address.',
    });
    expect((await askBySms(sbx, 'hello', 'LOGIN')).body.code).toBe('40904103');
    expect(sbx.inbox()).toHaveLength(0);
  });

  it('REGISTER codes go only to new accounts', async () => {
    const sbx = await createTestSandbox();
    expect((await askBySms(sbx, demoIndividual.account, 'REGISTER')).body.code).toBe('40917002');
    expect((await askBySms(sbx, demoAccounts.unregisteredMobile, 'REGISTER')).body.code).toBe('200');
  });

  it('an unknown business type or a missing field is a bad request', async () => {
    const sbx = await createTestSandbox();
    expect((await askBySms(sbx, demoIndividual.account, 'PARTY')).status).toBe(400);
    expect(await sbx.statusOf('/ecare/notification/sendOtp', { businessType: 'LOGIN' })).toBe(
      400,
    );
  });
});

describe('/ecare/notification/verifyOtp', () => {
  it('a right code gives a reference; wrong, used and expired codes do not', async () => {
    const sbx = await createTestSandbox();
    await askByEmail(sbx, demoIndividual.email, 'LOGIN');
    const otp = sbx.codeFor(demoIndividual.email);
    const body = { account: demoIndividual.email, otp, businessType: 'LOGIN' };
    expect(
      (await sbx.post('/ecare/notification/verifyOtp', { ...body, otp: sbx.otherCode(otp) })).body
        .code,
    ).toBe('40904106');
    expect(
      (await sbx.post('/ecare/notification/verifyOtp', { ...body, businessType: 'RESET_PASSWORD' }))
        .body.code,
    ).toBe('40904106');
    const ok = await sbx.post<{ referenceId: string }>('/ecare/notification/verifyOtp', body);
    expect(ok.body.data?.referenceId).toMatch(/^REG-/);
    expect(await sbx.codeOf('/ecare/notification/verifyOtp', body)).toBe('40904106');

    sbx.clock.advance(60_000);
    await askByEmail(sbx, demoIndividual.email, 'LOGIN');
    sbx.clock.advance(5 * 60_000);
    expect(
      await sbx.codeOf('/ecare/notification/verifyOtp', {
        ...body,
        otp: sbx.codeFor(demoIndividual.email),
      }),
    ).toBe('40917004');
  });

  it('checks the code format with the domain rules', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post('/ecare/notification/verifyOtp', {
      account: 'a@b.co',
      otp: '12ab',
      businessType: 'LOGIN',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { resultMsg: 'The verification code has 6 digits.' },
    });
  });
});
