import { ConfigCode } from './configCodes';
import {
  parsePortalConfig,
  toConfigEntries,
  type ConfigItem,
  type ConfigParam,
} from './parseConfig';
import { defaultPortalConfig, type PortalConfig } from './portalConfig';
import type { HttpClient } from '../http/createHttpClient';
import type { Locale, Messages } from '../i18n/types';

/** Paths exactly as spec 01 §7 lists them. */
export const ConfigPath = {
  configParam: '/ecare/common/system/configParam',
  configParamList: '/ecare/common/system/configParam/list',
  configItems: '/uc/common/config/items',
} as const;

/** The translation file (F0.4), under the /i18n prefix, one per locale. */
export function localJsonPath(locale: Locale): string {
  return `/i18n/${locale}/local.json`;
}

/** The cache-busting query parameter of local.json (F0.4). */
export const I18N_VERSION_PARAM = 'v';

/** The config codes the sign-in area needs, asked for in one call. */
export const PORTAL_CONFIG_CODES: readonly string[] = [
  ConfigCode.mobilePattern,
  ConfigCode.emailPattern,
  ConfigCode.maskRule,
  ConfigCode.faceTipsThreshold,
  ConfigCode.notificationOtp,
  ConfigCode.registerOtp,
  ConfigCode.resetPasswordOtp,
  ConfigCode.featureEnabled,
  ConfigCode.product,
  ConfigCode.i18nVersion,
];

/** Keeps string values only, so a malformed translation file cannot inject other types. */
export function toMessages(json: unknown): Messages {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return {};
  return Object.fromEntries(
    Object.entries(json as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Configuration calls (F0.3) and the translation file (F0.4). */
export function createConfigApi(http: HttpClient) {
  const api = {
    /** GET /ecare/common/system/configParam?paramCode=… — one parameter. */
    configParam: (paramCode: string) =>
      http.call<ConfigParam | null>({
        method: 'GET',
        path: ConfigPath.configParam,
        params: { paramCode },
      }),
    /** GET /ecare/common/system/configParam/list[?paramCodes=A,B] — several parameters (all without codes). */
    configParamList: (paramCodes?: readonly string[]) =>
      http.call<ConfigParam[]>({
        method: 'GET',
        path: ConfigPath.configParamList,
        params: { paramCodes: paramCodes?.length ? paramCodes.join(',') : undefined },
      }),
    /** POST /uc/common/config/items {codes} — the /uc layer's items (the password public key lives here). */
    configItems: (codes: readonly string[]) =>
      http.call<ConfigItem[]>({ path: ConfigPath.configItems, data: { codes } }),

    /** The public key (SPKI, base64) that passwords are encrypted with (F0.8). */
    passwordPublicKey: async (): Promise<string | undefined> => {
      const items = await api.configItems([ConfigCode.passwordPublicKey]);
      return (
        toConfigEntries(items)
          .find((entry) => entry.code === ConfigCode.passwordPublicKey)
          ?.value.trim() || undefined
      );
    },

    /**
     * The portal configuration: the configParam list and the config items parsed over the defaults.
     * A failed call leaves the defaults in place for its values (the forms keep working).
     */
    loadPortalConfig: async (base: PortalConfig = defaultPortalConfig): Promise<PortalConfig> => {
      const [params, items] = await Promise.allSettled([
        api.configParamList(PORTAL_CONFIG_CODES),
        api.configItems([ConfigCode.passwordPublicKey, ConfigCode.faceTipsThreshold]),
      ]);
      let config = base;
      if (params.status === 'fulfilled') config = parsePortalConfig(params.value, config);
      if (items.status === 'fulfilled') config = parsePortalConfig(items.value, config);
      return config;
    },

    /**
     * GET /i18n/{locale}/local.json?v={version} (F0.4): the server's translations, cache-busted by
     * version. Failures of this file are never shown (spec 01 §8); they resolve with {}.
     */
    translations: async (locale: Locale, version: string | number): Promise<Messages> => {
      try {
        return toMessages(
          await http.getJson<unknown>({
            path: localJsonPath(locale),
            params: { [I18N_VERSION_PARAM]: String(version) },
          }),
        );
      } catch {
        return {};
      }
    },
  };
  return api;
}

export type ConfigApi = ReturnType<typeof createConfigApi>;
