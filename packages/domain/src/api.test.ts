import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigCode } from './kernel/config/configCodes';
import { defaultPortalConfig } from './kernel/config/portalConfig';
import { testHttpClient } from './kernel/testing/testHttpClient';
import {
  decryptPassword,
  generatePasswordKeyPair,
  type PasswordKeyPair,
} from './kernel/security/passwordEncryption';
import {
  envelopeResponse,
  jsonBody,
  okResponse,
  recordingFetch,
  type FetchHandler,
} from './kernel/testing/fakeFetch';
import { AuthPath, createAuthApi } from './sign-in/authCalls';
import { ConfigPath, createConfigApi, localJsonPath } from './kernel/config/configCalls';
import { ContentPath, createContentApi } from './kernel/content/contentCalls';
import { NotificationPath, createNotificationApi } from './sign-in/notificationCalls';
import { PasswordPath, createPasswordApi } from './profile/passwordCalls';
import { RegistrationPath, createRegistrationApi } from './registration/registrationCalls';
import { UcPath, createUcApi } from './sign-in/ucCalls';

let keys: PasswordKeyPair;
beforeAll(async () => {
  keys = await generatePasswordKeyPair();
});

/** A client whose backend serves the public key from the config items and `handler` for the rest. */
function client(handler: FetchHandler = () => okResponse(null)) {
  const recorder = recordingFetch((call) =>
    call.url.endsWith(ConfigPath.configItems)
      ? okResponse([{ code: ConfigCode.passwordPublicKey, value: keys.publicKey }])
      : handler(call),
  );
  const http = testHttpClient(recorder.fetch);
  const calls = () => recorder.calls.filter((c) => !c.url.endsWith(ConfigPath.configItems));
  return { http, calls, all: recorder.calls };
}

describe('auth api (ecare user, spec 01 §7)', () => {
  it('pwdLogin trims the account and sends the password encrypted with the configured key (F0.8)', async () => {
    const { http, calls } = client(() => okResponse({ token: 't', user: {} }));
    const api = createAuthApi(http);
    await expect(api.pwdLogin({ account: ' 0771234567 ', password: 'Gaia#2026' })).resolves.toEqual(
      { token: 't', user: {} },
    );
    const body = jsonBody(calls()[0]);
    expect(calls()[0]!.url).toBe(AuthPath.pwdLogin);
    expect(body.account).toBe('0771234567');
    expect(body.password).not.toBe('Gaia#2026');
    await expect(decryptPassword(keys.privateKey, String(body.password))).resolves.toBe(
      'Gaia#2026',
    );
  });

  it('fetches the public key once for every area of one request layer', async () => {
    const { http, all } = client(() => okResponse({ token: 't', user: {} }));
    const auth = createAuthApi(http);
    const uc = createUcApi(http);
    await auth.pwdLogin({ account: 'a', password: 'b' });
    await uc.pwdLogin({
      loginAcct: 'acme001',
      representativeIdNbr: 'rp1',
      password: 'c',
      otp: '123456',
    });
    await auth.pwdLogin({ account: 'a', password: 'd' });
    expect(all.filter((c) => c.url.endsWith(ConfigPath.configItems))).toHaveLength(1);
  });

  it('an injected encryptor is used instead', async () => {
    const { http, calls } = client();
    const encryptPassword = vi.fn(async (p: string) => `enc(${p})`);
    await createAuthApi(http, { encryptPassword }).pwdLogin({ account: 'a', password: 'b' });
    expect(jsonBody(calls()[0])).toEqual({ account: 'a', password: 'enc(b)' });
  });

  it('the other calls use their paths and payloads', async () => {
    const { http, calls } = client(() => okResponse({ registered: true }));
    const api = createAuthApi(http);
    await api.otpLogin({ account: ' a@b.co ', otp: '123456' });
    await api.logout();
    await api.profile();
    await api.currentInfo();
    await expect(api.mobileRegistered(' 0771234567 ')).resolves.toEqual({ registered: true });
    await api.emailRegistered('a@b.co');
    expect(calls().map((c) => c.url)).toEqual([
      AuthPath.otpLogin,
      AuthPath.logout,
      AuthPath.profile,
      AuthPath.currentInfo,
      AuthPath.mobileRegistered,
      AuthPath.emailRegistered,
    ]);
    expect(jsonBody(calls()[0])).toEqual({ account: 'a@b.co', otp: '123456' });
    // Sign-out posts an empty body (spec 02 §7).
    expect(calls()[1]?.body).toBeUndefined();
    expect(jsonBody(calls()[4])).toEqual({ mobile: '0771234567' });
    expect(jsonBody(calls()[5])).toEqual({ email: 'a@b.co' });
  });
});

describe('uc api (spec 01 §7)', () => {
  it('corporate login sends loginAcct, extParam.representativeIdNbr, the encrypted password and the code', async () => {
    const { http, calls } = client(() => okResponse({ token: 't' }));
    await createUcApi(http).pwdLogin({
      loginAcct: ' acme 001',
      representativeIdNbr: 'rp12345',
      password: 'Corp#2026',
      otp: '123456',
    });
    const body = jsonBody(calls()[0]);
    expect(calls()[0]!.url).toBe(UcPath.pwdLogin);
    expect(body).toMatchObject({
      loginAcct: 'ACME001',
      extParam: { representativeIdNbr: 'RP12345' },
      otp: '123456',
    });
    await expect(decryptPassword(keys.privateKey, String(body.password))).resolves.toBe(
      'Corp#2026',
    );
  });

  it('send-otp resolves with the already-sent envelope and passes headers separately', async () => {
    const answer = { code: '40917001', resultCode: '40917001', resultMsg: 'Already sent' };
    const { http, calls } = client(() => envelopeResponse(answer));
    await expect(
      createUcApi(http).sendOtp(
        { loginAcct: 'acme001', representativeIdNbr: 'rp1' },
        { 'X-Extra': '1' },
      ),
    ).resolves.toEqual(answer);
    expect(jsonBody(calls()[0])).toEqual({
      loginAcct: 'ACME001',
      extParam: { representativeIdNbr: 'RP1' },
    });
    expect(calls()[0]!.headers['X-Extra']).toBe('1');
  });

  it('user-existing, face comparison with the fixed box, face login and logout', async () => {
    const { http, calls } = client((call) =>
      call.url.includes('comparison')
        ? okResponse({ match: false, reasonCode: '9000' })
        : okResponse({ exists: true, faceAvailable: true }),
    );
    const api = createUcApi(http);
    await expect(
      api.checkUserExisting({ loginAcct: ' 0771234567 ', partyType: 'INDIVIDUAL' }),
    ).resolves.toEqual({ exists: true, faceAvailable: true });
    await api.checkUserExisting({
      loginAcct: 'acme001',
      partyType: 'CORPORATE',
      representativeIdNbr: 'rp1',
    });
    await expect(api.compareFace('uploads/blank.jpg', 'INDIVIDUAL')).resolves.toEqual({
      code: '200',
      data: { match: false, reasonCode: '9000' },
    });
    await api.compareFace('uploads/a.jpg', 'CORPORATE');
    await api.faceLogin({ faceReferenceId: 'FR-1', loginAcct: '0771234567' });
    await api.faceLogin({
      faceReferenceId: 'FR-2',
      loginAcct: 'acme001',
      representativeIdNbr: 'rp1',
    });
    await api.logout();
    const urls = calls().map((c) => c.url);
    expect(urls).toEqual([
      UcPath.checkUserExisting,
      UcPath.checkUserExisting,
      UcPath.faceCompare,
      UcPath.faceCompareCorporate,
      UcPath.faceLogin,
      UcPath.faceLogin,
      UcPath.logout,
    ]);
    expect(calls()[6]?.body).toBeUndefined();
    expect(jsonBody(calls()[0])).toEqual({
      loginAcct: '0771234567',
      partyType: 'INDIVIDUAL',
      extParam: {},
    });
    expect(jsonBody(calls()[1])).toEqual({
      loginAcct: 'ACME001',
      partyType: 'CORPORATE',
      extParam: { representativeIdNbr: 'RP1' },
    });
    expect(jsonBody(calls()[2])).toEqual({
      charcFilePath: 'uploads/blank.jpg',
      boxCoordinateList: [
        { x: 305, y: 0 },
        { x: 980, y: 720 },
      ],
    });
    expect(jsonBody(calls()[4])).toEqual({ faceReferenceId: 'FR-1', loginAcct: '0771234567' });
    expect(jsonBody(calls()[5])).toEqual({
      faceReferenceId: 'FR-2',
      loginAcct: 'ACME001',
      extParam: { representativeIdNbr: 'RP1' },
    });
  });
});

describe('notification, password, registration and content apis', () => {
  it('notification sends and verify', async () => {
    const { http, calls } = client(() => okResponse({ otpReceivingMedium: '0771234567' }));
    const api = createNotificationApi(http);
    await expect(api.sendOtp(' 0771234567', 'LOGIN')).resolves.toMatchObject({
      data: { otpReceivingMedium: '0771234567' },
    });
    await api.sendEmailOtp('a@b.co ', 'RESET_PASSWORD');
    await api.verifyOtp({ account: 'a@b.co', otp: '123456', businessType: 'LOGIN' });
    expect(calls().map((c) => [c.url, jsonBody(c)])).toEqual([
      [NotificationPath.sendOtp, { mobile: '0771234567', businessType: 'LOGIN' }],
      [NotificationPath.sendEmailOtp, { email: 'a@b.co', businessType: 'RESET_PASSWORD' }],
      [NotificationPath.verifyOtp, { account: 'a@b.co', otp: '123456', businessType: 'LOGIN' }],
    ]);
  });

  it('password reset: verify, corporate send and verify, reset with the encrypted password, ifSetting', async () => {
    const { http, calls } = client(() => okResponse({ referenceId: 'RR-1' }));
    const api = createPasswordApi(http);
    await api.resetOtpVerify({ account: ' 0771234567 ', otp: '123456' });
    await api.corporateOtpSend({ loginAcct: 'acme001', representativeIdNbr: 'rp1' });
    await api.corporateOtpVerify({
      loginAcct: 'acme001',
      representativeIdNbr: 'rp1',
      otp: '654321',
    });
    await api.reset({ referenceId: 'RR-1', password: 'New#2026' });
    await api.ifSetting('0771234567');
    await api.ifSetting();
    const sent = calls();
    expect(sent.map((c) => c.url)).toEqual([
      PasswordPath.resetOtpVerify,
      PasswordPath.corporateOtpSend,
      PasswordPath.corporateOtpVerify,
      PasswordPath.reset,
      PasswordPath.ifSetting,
      PasswordPath.ifSetting,
    ]);
    expect(jsonBody(sent[0])).toEqual({ account: '0771234567', otp: '123456' });
    expect(jsonBody(sent[2])).toEqual({
      loginAcct: 'ACME001',
      extParam: { representativeIdNbr: 'RP1' },
      otp: '654321',
    });
    const reset = jsonBody(sent[3]);
    expect(reset.referenceId).toBe('RR-1');
    await expect(decryptPassword(keys.privateKey, String(reset.password))).resolves.toBe(
      'New#2026',
    );
    expect(jsonBody(sent[5])).toEqual({});
  });

  it('F2.14 modify: {oldPassword, password}, both encrypted with one key fetch; business errors are left to the modal', async () => {
    const { http, calls, all } = client();
    const api = createPasswordApi(http);
    await expect(
      api.modify({ oldPassword: 'Gaia#2026', password: 'New#2026a' }),
    ).resolves.toBeNull();
    expect(calls().map((c) => c.url)).toEqual([PasswordPath.modify]);
    expect(PasswordPath.modify).toBe('/ecare/password/modify');
    const body = jsonBody(calls()[0]);
    expect(Object.keys(body).sort()).toEqual(['oldPassword', 'password']);
    await expect(decryptPassword(keys.privateKey, String(body.oldPassword))).resolves.toBe(
      'Gaia#2026',
    );
    await expect(decryptPassword(keys.privateKey, String(body.password))).resolves.toBe(
      'New#2026a',
    );
    expect(all.filter((c) => c.url.endsWith(ConfigPath.configItems))).toHaveLength(1);

    const wrong = {
      code: '40904101',
      resultCode: '40904101',
      resultMsg: 'The old password is incorrect.',
    };
    const recorder = recordingFetch(() => envelopeResponse(wrong));
    const onError = vi.fn();
    const failing = testHttpClient(recorder.fetch, { onError });
    const encryptPassword = vi.fn(async (p: string) => `enc(${p})`);
    await expect(
      createPasswordApi(failing, { encryptPassword }).modify({ oldPassword: 'a', password: 'b' }),
    ).rejects.toMatchObject({ kind: 'business', resultMsg: 'The old password is incorrect.' });
    expect(onError).not.toHaveBeenCalled();
    expect(jsonBody(recorder.calls[0])).toEqual({ oldPassword: 'enc(a)', password: 'enc(b)' });
  });

  it('registration: code send and verify, need-complete by GET', async () => {
    const { http, calls } = client(() => okResponse({ completeFlag: 'N' }));
    const api = createRegistrationApi(http);
    await api.otpSend(' 0779999999', 'MOBILE');
    await api.otpVerify({ loginAcct: '0779999999', loginAcctType: 'MOBILE', otp: '123456' });
    await expect(api.needComplete()).resolves.toEqual({ completeFlag: 'N' });
    expect(calls().map((c) => [c.method, c.url])).toEqual([
      ['POST', RegistrationPath.otpSend],
      ['POST', RegistrationPath.otpVerify],
      ['GET', RegistrationPath.needComplete],
    ]);
    expect(jsonBody(calls()[0])).toEqual({ loginAcct: '0779999999', loginAcctType: 'MOBILE' });
  });

  it('terms and privacy', async () => {
    const { http, calls } = client(() =>
      okResponse({ type: 'TERMS', title: 'T', content: '<p>x</p>', version: '1' }),
    );
    const api = createContentApi(http);
    await api.terms();
    await api.privacy();
    expect(calls().map((c) => c.url)).toEqual([
      `${ContentPath.agreement}?type=TERMS`,
      `${ContentPath.agreement}?type=PRIVACY`,
    ]);
  });
});

describe('config api (F0.3, F0.4)', () => {
  it('configParam with query, the list, and the items', async () => {
    const { http, calls, all } = client(() => okResponse([]));
    const api = createConfigApi(http);
    await api.configParam('MOBILE_PATTERN');
    await api.configParamList(['A', 'B']);
    await api.configParamList();
    await api.configItems(['X']);
    expect(calls().map((c) => [c.method, c.url])).toEqual([
      ['GET', `${ConfigPath.configParam}?paramCode=MOBILE_PATTERN`],
      ['GET', `${ConfigPath.configParamList}?paramCodes=A%2CB`],
      ['GET', ConfigPath.configParamList],
    ]);
    expect(jsonBody(all.at(-1))).toEqual({ codes: ['X'] });
  });

  it('loads the portal configuration from both calls, keeping defaults for what fails', async () => {
    const { http } = client((call) =>
      call.url.startsWith(ConfigPath.configParamList)
        ? okResponse([
            { paramCode: 'NOTIFICATION_OTP', paramValue: '45' },
            { paramCode: 'MASK_RULE', paramValue: '2,2,4' },
          ])
        : okResponse(null),
    );
    const config = await createConfigApi(http).loadPortalConfig();
    expect(config).toMatchObject({
      otpCountdownSeconds: { NOTIFICATION_OTP: 45 },
      mask: { leading: 2, trailing: 2, stars: 4 },
      passwordPublicKey: keys.publicKey,
    });

    const broken = client(() =>
      envelopeResponse({ code: '500', resultCode: '500', resultMsg: 'x' }),
    );
    const fallback = await createConfigApi(broken.http).loadPortalConfig();
    expect(fallback.mobilePattern).toBe(defaultPortalConfig.mobilePattern);
  });

  it('the translation file: local.json with the cache-busting version, strings only, {} on failure', async () => {
    const { http, calls } = client(
      () => new Response(JSON.stringify({ a: 'A', b: 5, c: null }), { status: 200 }),
    );
    const api = createConfigApi(http);
    await expect(api.translations('ar', '2026.1')).resolves.toEqual({ a: 'A' });
    expect(calls()[0]!.url).toBe(`${localJsonPath('ar')}?v=2026.1`);
    const failing = client(() => new Response('x', { status: 500 }));
    await expect(createConfigApi(failing.http).translations('en', 1)).resolves.toEqual({});
  });
});
