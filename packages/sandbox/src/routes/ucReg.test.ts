import { describe, expect, it } from 'vitest';
import { demoAccounts, demoIndividual } from '../store/seed';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';
import { stepOneDemo } from './regStepOne';

/** Asks /uc/reg for a registration code. */
const askRegistrationCode = (sbx: TestSandbox, loginAcct: string, loginAcctType: string) =>
  sbx.post('/uc/reg/otp/send', { loginAcct, loginAcctType });

describe('/uc/reg/otp/send and /uc/reg/otp/verify', () => {
  it('a free operator number gets a code; verifying gives a reference', async () => {
    const sbx = await createTestSandbox();
    const mobile = demoAccounts.unregisteredMobile;
    const sent = await askRegistrationCode(sbx, mobile, 'MOBILE');
    expect(sent.body).toMatchObject({
      code: '200',
      flag: 'Y',
      data: { otpReceivingMedium: mobile },
    });
    expect(sbx.inbox()[0]).toMatchObject({ businessType: 'REGISTER', channel: 'SMS' });
    const otp = sbx.codeFor(mobile);
    expect(
      await sbx.codeOf('/uc/reg/otp/verify', {
        loginAcct: mobile,
        loginAcctType: 'MOBILE',
        otp: sbx.otherCode(otp),
      }),
    ).toBe('40904106');
    const verified = await sbx.post<{ referenceId: string }>('/uc/reg/otp/verify', {
      loginAcct: mobile,
      loginAcctType: 'MOBILE',
      otp,
    });
    expect(verified.body.data?.referenceId).toMatch(/^REG-/);
  });

  it('another operator number: 40917126 with tip_enter_{product}_number', async () => {
    const sbx = await createTestSandbox();
    const answer = await askRegistrationCode(sbx, demoAccounts.otherOperatorMobile, 'MOBILE');
    expect(answer.body).toMatchObject({
      code: '40917126',
      resultMsg: 'Enter a GAIA mobile number.',
    });
    const ar = await sbx.post(
      '/uc/reg/otp/send',
      { loginAcct: demoAccounts.otherOperatorMobile, loginAcctType: 'MOBILE' },
      { locale: 'ar' },
    );
    expect(ar.body.resultMsg).toBe('أدخل رقم جوال من جايا.');
  });

  it('a registered account: 40917002; a type mismatch: tip_invalid_account', async () => {
    const sbx = await createTestSandbox();
    expect((await askRegistrationCode(sbx, demoIndividual.account, 'MOBILE')).body.code).toBe('40917002');
    expect((await askRegistrationCode(sbx, 'new.person@example.com', 'MOBILE')).body.code).toBe('40904103');
    expect((await askRegistrationCode(sbx, 'new.person@example.com', 'EMAIL')).body.code).toBe('200');
    expect((await askRegistrationCode(sbx, 'x', 'FAX')).status).toBe(400);
  });

  it('the /uc gap: 40917001 within 60 s; codes expire after 5 minutes', async () => {
    const sbx = await createTestSandbox();
    const body = { loginAcct: demoAccounts.unregisteredMobile, loginAcctType: 'MOBILE' };
    await sbx.post('/uc/reg/otp/send', body);
    expect(await sbx.codeOf('/uc/reg/otp/send', body)).toBe('40917001');
    const otp = sbx.codeFor(demoAccounts.unregisteredMobile);
    sbx.clock.advance(5 * 60_000);
    expect(await sbx.codeOf('/uc/reg/otp/verify', { ...body, otp })).toBe('40917004');
    // A well-formed wrong code is a business answer; a code that is not 6 digits is refused as malformed.
    expect(await sbx.statusOf('/uc/reg/otp/verify', { ...body, otp: sbx.otherCode(otp) })).toBe(200);
    expect(await sbx.statusOf('/uc/reg/otp/verify', { ...body, otp: '12' })).toBe(400);
    expect(await sbx.statusOf('/uc/reg/otp/verify', { ...body, otp: 'ab' })).toBe(400);
  });
});

describe('F2.1 registration send answers of spec 02 §8 (step-one demo lines)', () => {
  it('40917156 for a line that cannot register, 40917157 for a line without a customer', async () => {
    const sbx = await createTestSandbox();
    const invalid = await askRegistrationCode(sbx, stepOneDemo.registerInvalidMobile, 'MOBILE');
    expect(invalid.body).toMatchObject({ code: '40917156', resultMsg: 'This number cannot be used to register. Use another GAIA number.' });
    const noCustomer = await sbx.post('/uc/reg/otp/send', { loginAcct: stepOneDemo.noCustomerMobile, loginAcctType: 'MOBILE' }, { locale: 'ar' });
    expect(noCustomer.body.code).toBe('40917157');
    expect(noCustomer.body.resultMsg).toMatch(/سجل عميل/);
    expect(sbx.inbox()).toHaveLength(0);
  });

  it('a verified code\'s reference opens the /security eligibility check, without being used up', async () => {
    const sbx = await createTestSandbox();
    const mobile = demoAccounts.unregisteredMobile;
    await askRegistrationCode(sbx, mobile, 'MOBILE');
    const verified = await sbx.post<{ referenceId: string }>('/uc/reg/otp/verify', { loginAcct: mobile, loginAcctType: 'MOBILE', otp: sbx.codeFor(mobile) });
    const referenceId = verified.body.data?.referenceId ?? '';
    const check = { idType: '1', idNbr: '63-111111A11', accNbr: mobile };
    expect(await sbx.codeOf('/uc/reg/check/idEligibility/security', check, { 'Reference-Id': referenceId })).toBe('200');
    expect(await sbx.codeOf('/uc/reg/check/idEligibility/security', check, { 'Reference-Id': referenceId })).toBe('200');
    expect(await sbx.codeOf('/uc/reg/check/idEligibility/security', check, { 'Reference-Id': 'REG-FORGED' })).toBe('40917162');
    // Still a valid reference for the registration itself.
    expect(sbx.store.registrationReferences.consume(referenceId)).toBe(mobile);
  });
});
