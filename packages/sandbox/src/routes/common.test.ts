import { describe, expect, it } from 'vitest';
import {
  ConfigCode,
  decryptPassword,
  encryptPassword,
  parsePortalConfig,
  type AgreementContent,
} from '@gaia/domain';
import { createTestSandbox } from '../testing/sandboxTest';

type Param = { paramCode: string; paramValue: string };

describe('configuration (F0.3)', () => {
  it('configParam by code; null for an unknown code; the code is required', async () => {
    const sbx = await createTestSandbox();
    const one = await sbx.get<Param>(
      `/ecare/common/system/configParam?paramCode=${ConfigCode.notificationOtp}`,
    );
    expect(one.body.data).toEqual({ paramCode: 'NOTIFICATION_OTP', paramValue: '60' });
    expect((await sbx.get('/ecare/common/system/configParam?paramCode=NOPE')).body).toMatchObject({
      code: '200',
      data: null,
    });
    expect((await sbx.get('/ecare/common/system/configParam')).status).toBe(400);
  });

  it('the list, whole or by codes, parses into the portal configuration', async () => {
    const sbx = await createTestSandbox();
    const all = await sbx.get<Param[]>('/ecare/common/system/configParam/list');
    const config = parsePortalConfig(all.body.data);
    expect(config).toMatchObject({
      mask: { leading: 3, trailing: 3, stars: 4 },
      faceTipsThreshold: 3,
      product: 'gaia',
      features: { FACE_LOGIN: true },
    });
    expect(new RegExp(config.mobilePattern).test('0771234567')).toBe(true);
    const some = await sbx.get<Param[]>(
      '/ecare/common/system/configParam/list?paramCodes=MASK_RULE,%20AGE_LIMIT',
    );
    expect(some.body.data?.map((p) => p.paramCode)).toEqual(['MASK_RULE', 'AGE_LIMIT']);
  });

  it('the config items carry the RSA public key that the sandbox decrypts with (F0.8)', async () => {
    const sbx = await createTestSandbox();
    const items = await sbx.post<{ code: string; value: string }[]>('/uc/common/config/items', {
      codes: [ConfigCode.passwordPublicKey],
    });
    expect(items.body.data).toHaveLength(1);
    const key = items.body.data![0]!.value;
    const cipher = await encryptPassword(key, 'Gaia#2026');
    await expect(decryptPassword((await sbx.store.passwordKeys).privateKey, cipher)).resolves.toBe(
      'Gaia#2026',
    );
    expect((await sbx.post('/uc/common/config/items', {})).body.data).toHaveLength(2);
    expect(await sbx.statusOf('/uc/common/config/items', { codes: 'x' })).toBe(400);
  });

  it('feature switches follow the settings', async () => {
    const sbx = await createTestSandbox();
    await sbx.post('/__sandbox/settings', {
      faceLoginEnabled: false,
      registrationFaceRequired: true,
    });
    const feature = await sbx.get<Param>(
      '/ecare/common/system/configParam?paramCode=FEATURE_ENABLED',
    );
    expect(feature.body.data?.paramValue).toBe('REG_FACE_REQUIRED');
  });
});

describe('terms and privacy (F1.10)', () => {
  it('HTML content with a title in the request language', async () => {
    const sbx = await createTestSandbox();
    const terms = await sbx.get<AgreementContent>('/ecare/common/agreement?type=TERMS');
    expect(terms.body.data).toMatchObject({
      type: 'TERMS',
      title: 'Terms and Conditions',
      version: '2026.1',
    });
    expect(terms.body.data?.content).toMatch(/^<h2>Terms and Conditions<\/h2>/);
    const privacy = await sbx.get<AgreementContent>('/ecare/common/agreement?type=PRIVACY', {
      locale: 'ar',
    });
    expect(privacy.body.data?.title).toBe('سياسة الخصوصية');
    expect(privacy.body.data?.content).toContain('<h2>سياسة الخصوصية</h2>');
    expect((await sbx.get('/ecare/common/agreement?type=OTHER')).status).toBe(400);
  });
});

describe('need-complete (F1.8)', () => {
  it('answers the completeFlag of the settings', async () => {
    const sbx = await createTestSandbox();
    expect((await sbx.get('/ecare/gaia/register/individual/need-complete')).body.data).toEqual({
      completeFlag: 'Y',
    });
    await sbx.post('/__sandbox/settings', { needCompleteFlag: 'N' });
    expect((await sbx.get('/ecare/gaia/register/individual/need-complete')).body.data).toEqual({
      completeFlag: 'N',
    });
  });
});
