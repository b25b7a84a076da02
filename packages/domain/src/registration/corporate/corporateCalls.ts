import type { HttpClient } from '../../kernel/http/createHttpClient';
import { areaKeys } from '../../kernel/http/queryKeys';
import { ConfigCode } from '../../kernel/config/configCodes';
import { createConfigApi } from '../../kernel/config/configCalls';
import { defaultPasswordEncryptor, type PasswordOptions } from '../../sign-in/passwordEncryptor';
import { submitWithReference } from '../referencedSubmit';
import { DEFAULT_CORPORATION_ID_TYPE, type CorporateRegistrationRequest, type CorporateRegistrationResult } from './model';
import { toHelpItems, type HelpItem } from './help/helpItems';

/** Paths: spec 02 §7's corporate registration; the help list is ours under /kb (ADR 0020). */
export const CorporatePath = {
  register: '/uc/reg/register/corporate',
  helpItems: '/kb/help/items',
} as const;

/** Query keys of corporate sign-up: the configured corporation ID type is the same for everybody (config area). */
export const corporateKeys = {
  corporationIdType: () => ['config', 'corporationIdType'] as const,
};

/** Query keys of the help items (cached per step; the same for every visitor). */
export const helpKeys = {
  ...areaKeys('help'),
  step: (step: string, locale: string) => ['help', 'step', step, locale] as const,
};

/** Corporate sign-up (F2.11) and the sign-up help items (F2.19). */
export function createCorporateApi(http: HttpClient, options: PasswordOptions = {}) {
  const encrypt = options.encryptPassword ?? defaultPasswordEncryptor(http);
  const config = createConfigApi(http);
  return {
    /**
     * POST /uc/reg/register/corporate with the Reference-Id header; the password is encrypted
     * (F0.8). Business failures (company registered, reference used) come back to the form.
     */
    register: (request: CorporateRegistrationRequest, referenceId: string) =>
      submitWithReference<CorporateRegistrationResult>(http, encrypt, {
        path: CorporatePath.register,
        referenceId,
        encryptedBody: async () => ({ ...request, userRegisterInfo: { ...request.userRegisterInfo, password: await encrypt(request.userRegisterInfo.password) } }),
      }),
    /** The configured corporation ID type (CORPORATION_ID_TYPE), BRN when not configured. */
    corporationIdType: async (): Promise<string> => {
      const param = await config.configParam(ConfigCode.corporationIdType);
      return param?.paramValue?.trim() || DEFAULT_CORPORATION_ID_TYPE;
    },
    /** GET /kb/help/items?step=… → the help items of a sign-up step. */
    helpItems: async (step: string): Promise<HelpItem[]> =>
      toHelpItems(await http.call<unknown>({ method: 'GET', path: CorporatePath.helpItems, params: { step }, reportBusinessErrors: false })),
  };
}

export type CorporateApi = ReturnType<typeof createCorporateApi>;
