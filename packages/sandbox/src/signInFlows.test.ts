import { describe, expect, it, vi } from 'vitest';
import {
  OtpBusinessType,
  defaultPortalConfig,
  faceLoginReducer,
  initFaceLogin,
  loginFailure,
  planCodeSend,
  registeredCheckOutcome,
  sendCodeResult,
  type FaceLoginState,
} from '@gaia/domain';
import {
  createAuthApi,
  createConfigApi,
  createContentApi,
  createHttpClient,
  createNotificationApi,
  createPasswordApi,
  createRegistrationApi,
  createUcApi,
  errorBehaviour,
  isApiError,
  type ApiError,
} from '@gaia/domain/api';
import { demoAccounts, demoCorporate, demoFaceImages, demoIndividual } from './store/seed';
import { createTestSandbox, type TestSandbox } from './testing/sandboxTest';

/** The domain's typed clients over the sandbox's app.fetch, as the portal wires them. */
function clients(sbx: TestSandbox, locale = 'en') {
  let token: string | undefined;
  const onError = vi.fn<(error: ApiError) => void>();
  const http = createHttpClient({
    baseUrl: 'http://sandbox',
    getToken: () => token,
    getLocale: () => locale,
    getDeviceId: () => 'test-device',
    getDeviceType: () => 'web',
    fetch: async (input, init) => sbx.app.fetch(new Request(input, init)),
    onError,
  });
  return {
    http,
    onError,
    setToken: (value: string | undefined) => {
      token = value;
    },
    auth: createAuthApi(http),
    uc: createUcApi(http),
    notification: createNotificationApi(http),
    password: createPasswordApi(http),
    registration: createRegistrationApi(http),
    config: createConfigApi(http),
    content: createContentApi(http),
  };
}

/** The portal's decision after a code went out: the masked medium, and a minute before another. */
const codeSentTo = (medium: string) => ({
  kind: 'sent',
  notice: { tone: 'success', messageKey: 'gaia_tip_otp_will_send_to', values: { medium } },
  countdownSeconds: 60,
});

/** The portal's decision when a code went out less than a minute ago: the server's words, the wait. */
const codeAlreadySent = (seconds: number) => ({
  kind: 'alreadySent',
  notice: {
    tone: 'success',
    message: `A verification code was already sent. You can ask for a new one in ${seconds} seconds.`,
  },
  countdownSeconds: seconds,
});

describe('sign-in through the domain clients and flows (spec 01 end to end)', () => {
  it('individual password login: the client encrypts with the sandbox key; session and logout', async () => {
    const sbx = await createTestSandbox();
    const api = clients(sbx);
    const result = await api.auth.pwdLogin({
      account: demoIndividual.account,
      password: demoIndividual.password,
    });
    api.setToken(result.token);
    await expect(api.auth.currentInfo()).resolves.toMatchObject({ userCode: 'GA1000001' });
    await api.auth.logout();
    await expect(api.auth.currentInfo()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(errorBehaviour(api.onError.mock.calls[0]![0])).toEqual({ kind: 'relogin' });
  });

  it('a wrong password: the individual form clears the password and shows the server message', async () => {
    const sbx = await createTestSandbox();
    const api = clients(sbx, 'ar');
    const error = await api.auth
      .pwdLogin({ account: demoIndividual.account, password: 'Nope#1' })
      .catch((e: unknown) => e);
    expect(loginFailure('individualPassword', error)).toMatchObject({
      clear: ['password'],
      formError: { message: 'الحساب أو كلمة المرور غير صحيحة.' },
    });
    expect(api.onError).not.toHaveBeenCalled();
  });

  it('code login: registered check, send, already sent, sign in (F1.3, F1.6)', async () => {
    const sbx = await createTestSandbox();
    const api = clients(sbx);
    const plan = planCodeSend(demoIndividual.account, defaultPortalConfig);
    expect(plan).toMatchObject({ action: 'checkRegistered', kind: 'MOBILE' });
    const { registered } = await api.auth.mobileRegistered(demoIndividual.account);
    expect(registeredCheckOutcome('MOBILE', registered)).toEqual({ proceed: true });

    const first = sendCodeResult(
      await api.notification.sendOtp(demoIndividual.account, OtpBusinessType.login),
    );
    expect(first).toEqual(codeSentTo('077****567'));
    sbx.clock.advance(10_000);
    const second = sendCodeResult(
      await api.notification.sendOtp(demoIndividual.account, OtpBusinessType.login),
    );
    expect(second).toEqual(codeAlreadySent(50));

    const result = await api.auth.otpLogin({
      account: demoIndividual.account,
      otp: sbx.codeFor(demoIndividual.account),
    });
    expect(result.user.userId).toBe('U-1001');
  });

  it('an unregistered e-mail is stopped before any code is sent', async () => {
    const sbx = await createTestSandbox();
    const api = clients(sbx);
    const plan = planCodeSend('nobody@example.com', defaultPortalConfig);
    expect(plan.action).toBe('checkRegistered');
    const { registered } = await api.auth.emailRegistered('nobody@example.com');
    expect(registeredCheckOutcome('EMAIL', registered)).toMatchObject({
      proceed: false,
      messageKey: 'gaia_tip_email_not_registered',
    });
    expect(sbx.inbox()).toEqual([]);
  });

  it('corporate: send, wrong code clears password and code; expired keeps them; then success', async () => {
    const sbx = await createTestSandbox();
    const api = clients(sbx);
    const identity = {
      loginAcct: demoCorporate.account,
      representativeIdNbr: demoCorporate.representativeIdNbr,
    };
    expect(sendCodeResult(await api.uc.sendOtp(identity))).toMatchObject({
      kind: 'sent',
      notice: { values: { medium: '077****001' } },
    });
    expect(sendCodeResult(await api.uc.sendOtp(identity))).toMatchObject({ kind: 'alreadySent' });
    const otp = sbx.codeFor('0775550001');

    const wrong = await api.uc
      .pwdLogin({ ...identity, password: demoCorporate.password, otp: sbx.otherCode(otp) })
      .catch((e: unknown) => e);
    expect(loginFailure('corporate', wrong)).toMatchObject({
      clear: ['password', 'otp'],
      resetSendButton: true,
      fieldError: { field: 'otp' },
    });

    sbx.clock.advance(5 * 60_000);
    const expired = await api.uc
      .pwdLogin({ ...identity, password: demoCorporate.password, otp })
      .catch((e: unknown) => e);
    expect(loginFailure('corporate', expired)).toMatchObject({ clear: [], resetSendButton: false });

    await api.uc.sendOtp(identity);
    const result = await api.uc.pwdLogin({
      ...identity,
      password: demoCorporate.password,
      otp: sbx.codeFor('0775550001'),
    });
    expect(result.user.partyType).toBe('CORPORATE');
  });

  it('face login: the reducer drives the calls; three failures reach max-limit, then a match signs in', async () => {
    const sbx = await createTestSandbox();
    const api = clients(sbx);
    let state: FaceLoginState = initFaceLogin({
      partyType: 'INDIVIDUAL',
      account: demoIndividual.account,
    });

    async function attempt(image: string) {
      state = faceLoginReducer(state, { type: 'facePressed' });
      if (state.phase !== 'checkingUser') return;
      const check = await api.uc.checkUserExisting({
        loginAcct: state.account,
        partyType: 'INDIVIDUAL',
      });
      state = faceLoginReducer(state, { type: 'userChecked', ...check });
      if (state.phase !== 'capturing') return;
      state = faceLoginReducer(state, {
        type: 'captured',
        result: await api.uc.compareFace(image, 'INDIVIDUAL'),
      });
      if (state.phase !== 'submitting') return;
      try {
        const result = await api.uc.faceLogin({
          faceReferenceId: state.referenceId!,
          loginAcct: state.account,
        });
        state = faceLoginReducer(state, { type: 'loginSucceeded' });
        return result;
      } catch (error) {
        state = faceLoginReducer(state, {
          type: 'loginFailed',
          resultCode: isApiError(error) ? error.resultCode : undefined,
        });
        return undefined;
      }
    }

    for (let i = 0; i < 3; i += 1) {
      await attempt(demoFaceImages.noMatch);
      state = faceLoginReducer(state, { type: 'modalClosed' });
    }
    expect(state.failures).toBe(3);
    await attempt(demoFaceImages.noMatch);
    expect(state.modal).toBe('maxLimit');
    state = faceLoginReducer(state, { type: 'modalClosed' });

    await attempt(demoFaceImages.notCaptured);
    expect(state).toMatchObject({ modal: 'notCaptured', memory: { faceNotCapture: true } });
    state = faceLoginReducer(state, { type: 'retry' });
    state = faceLoginReducer(state, { type: 'userChecked', exists: true, faceAvailable: true });
    state = faceLoginReducer(state, {
      type: 'captured',
      result: await api.uc.compareFace(demoFaceImages.match, 'INDIVIDUAL'),
    });
    const result = await api.uc.faceLogin({
      faceReferenceId: state.referenceId!,
      loginAcct: state.account,
    });
    expect(result.user.userId).toBe('U-1001');

    // An unknown account: the account-field error.
    let other = initFaceLogin({
      partyType: 'INDIVIDUAL',
      account: demoAccounts.unregisteredMobile,
    });
    other = faceLoginReducer(other, { type: 'facePressed' });
    other = faceLoginReducer(other, {
      type: 'userChecked',
      ...(await api.uc.checkUserExisting({ loginAcct: other.account, partyType: 'INDIVIDUAL' })),
    });
    expect(other.accountError).toBe('gaia_user_tip_account_not_exist');
  });

  it('password reset for an individual through the clients (F1.11)', async () => {
    const sbx = await createTestSandbox();
    const api = clients(sbx);
    await expect(api.password.ifSetting(demoIndividual.account)).resolves.toEqual({
      passwordSet: true,
    });
    await api.notification.sendEmailOtp(demoIndividual.email, OtpBusinessType.resetPassword);
    const { referenceId } = await api.password.resetOtpVerify({
      account: demoIndividual.email,
      otp: sbx.codeFor(demoIndividual.email),
    });
    await api.password.reset({ referenceId, password: 'Fresh#2026' });
    await expect(
      api.auth.pwdLogin({ account: demoIndividual.email, password: 'Fresh#2026' }),
    ).resolves.toMatchObject({ user: { userId: 'U-1001' } });
  });

  it('sign-up send: another operator number gives tip_enter_{product}_number on the account field', async () => {
    const sbx = await createTestSandbox();
    const api = clients(sbx);
    const decision = sendCodeResult(
      await api.registration.otpSend(demoAccounts.otherOperatorMobile, 'MOBILE'),
      { signUp: true, product: 'gaia' },
    );
    expect(decision).toEqual({
      kind: 'failed',
      behaviour: { kind: 'field', field: 'account', messageKey: 'tip_enter_gaia_number' },
      fieldError: { field: 'account', text: { messageKey: 'tip_enter_gaia_number' } },
    });
    await expect(api.registration.needComplete()).resolves.toEqual({ completeFlag: 'Y' });
  });

  it('configuration, translations and content load from the sandbox (F0.3, F0.4)', async () => {
    const sbx = await createTestSandbox();
    const api = clients(sbx);
    const config = await api.config.loadPortalConfig();
    expect(config.passwordPublicKey).toBe(sbx.publicKey);
    expect(config.features.FACE_LOGIN).toBe(true);
    const messages = await api.config.translations('ar', '2026.1');
    expect(messages.gaia_tip_otp_wrong).toBe('رمز التحقق غير صحيح.');
    await expect(api.content.terms()).resolves.toMatchObject({ type: 'TERMS' });
  });

  it('maintenance: every call fails with the maintenance behaviour and the server texts', async () => {
    const sbx = await createTestSandbox();
    const api = clients(sbx);
    sbx.store.scenario = 'maintenance';
    const error = await api.auth
      .pwdLogin({ account: demoIndividual.account, password: 'x' })
      .catch((e: unknown) => e);
    expect(isApiError(error) && errorBehaviour(error)).toMatchObject({
      kind: 'maintenance',
      title: 'System update',
    });
  });
});
