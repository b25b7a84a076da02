import { isJsonObject } from '../kernel/format/jsonObject';
import type { Order } from '../orders/order';

/**
 * The native host bridge (F0.6). When the portal runs inside the operator's native app, the app's
 * webview injects one object, `window.GaiaHost`, before the page's scripts run. The documents do
 * not show the host's paths (spec 01 §8), so this is our contract (docs: see `GaiaHostGlobal`).
 *
 * Every argument the page passes is a string (JSON text for objects): an Android
 * `@JavascriptInterface` object accepts primitives only, so it can be injected as is; an iOS
 * WKWebView shim may forward to `webkit.messageHandlers` the same way. Answers may be objects or
 * JSON text, and `getLocation` may answer a promise, for the same reason.
 */

/** The name of the injected global. */
export const NATIVE_HOST_GLOBAL = 'GaiaHost';

/**
 * What a host app injects as `window.GaiaHost`. Every method is optional: an older host app that
 * lacks one gets the browser fallback for that capability alone.
 */
export interface GaiaHostGlobal {
  /** The host's signed-in user: `{ token?: string, … }` as an object or JSON text; null when none. */
  loginInfo?(): unknown;
  /** The device position `{ latitude, longitude }` (object, JSON text, or a promise of either). */
  getLocation?(): unknown;
  /** Closes the host page the portal is shown in. */
  closePage?(): void;
  /** Keeps the chosen shop under `key` (the shop locator's saveParamKey) as JSON text. */
  saveShop?(key: string, shopJson: string): void;
  /** Takes over a new-connection order (JSON text) to continue it natively. */
  handOffOrder?(orderJson: string): void;
  /** Opens the host's maintenance page with the (already translated) title and notice. */
  openMaintenance?(title: string, notice: string): void;
}

/** The host's login info; only the token is read by the portal (spec 01 §7). */
export interface HostLoginInfo {
  token?: string;
  [field: string]: unknown;
}

/** A device position in degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The texts of the maintenance page, already translated. */
export interface MaintenanceTexts {
  title: string;
  notice: string;
}

/** The capabilities the app uses, typed; served by the native host or the browser fallback. */
export interface NativeHost {
  /** The host's login info, or null (a browser has none: stored state is used, spec 01 §7). */
  loginInfo(): HostLoginInfo | null;
  /** The device position, or null when unknown (the caller then uses its default coordinate). */
  getLocation(): Promise<GeoPoint | null>;
  closePage(): void;
  /** Saves the chosen shop under `key` (spec 03: shop locator confirm). */
  saveShop(key: string, shop: unknown): void;
  /** Hands a new-connection order over (spec 03: Continue on an order in state A). */
  handOffOrder(order: Order): void;
  /** Shows the maintenance page (spec 01 §8, HTTP 593). */
  openMaintenance(texts: MaintenanceTexts): void;
}

export type HostCapability = keyof NativeHost;

const CAPABILITIES: readonly HostCapability[] = [
  'loginInfo',
  'getLocation',
  'closePage',
  'saveShop',
  'handOffOrder',
  'openMaintenance',
];

/** What `detectNativeHost` found: only the capabilities the host really provides. */
export type DetectedHost = Partial<NativeHost>;

/** Host answers may come as JSON text (Android returns strings only). */
function parseAnswer(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** A usable login info, or null; a token that is not a non-empty string is dropped. */
export function toLoginInfo(value: unknown): HostLoginInfo | null {
  const parsed = parseAnswer(value);
  if (!isJsonObject(parsed)) return null;
  const { token, ...rest } = parsed;
  return typeof token === 'string' && token ? { ...rest, token } : rest;
}

/** A finite number, also from numeric text (hosts often send coordinates as strings). */
function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** A position with finite coordinates in range, or null. */
export function toGeoPoint(value: unknown): GeoPoint | null {
  const parsed = parseAnswer(value);
  if (!isJsonObject(parsed)) return null;
  const latitude = toNumber(parsed.latitude);
  const longitude = toNumber(parsed.longitude);
  if (latitude === undefined || longitude === undefined) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/**
 * Finds the host object the native app injected (`globalLike.GaiaHost`, or `name`) and wraps what
 * it provides in the typed `NativeHost` shape. Answers null when there is no host object or it
 * provides none of the capabilities. A half-present object never crashes the app: reading the
 * global is guarded, non-function members are ignored, answers are validated, and a getter that
 * throws or an answer that does not parse reads as "nothing". Void calls may still throw: the
 * bridge (`createHostBridge`) falls back to the browser then.
 */
export function detectNativeHost(
  globalLike: unknown,
  name: string = NATIVE_HOST_GLOBAL,
): DetectedHost | null {
  let host: unknown;
  try {
    host =
      typeof globalLike === 'object' && globalLike !== null
        ? (globalLike as Record<string, unknown>)[name]
        : undefined;
  } catch {
    return null;
  }
  if ((typeof host !== 'object' && typeof host !== 'function') || host === null) return null;
  const raw = host as Record<string, unknown>;
  const method = (key: HostCapability) => {
    try {
      const fn = raw[key];
      // Called on the host itself: an Android interface method fails without its receiver.
      return typeof fn === 'function' ? (...args: unknown[]) => fn.apply(host, args) : undefined;
    } catch {
      return undefined;
    }
  };
  const found: DetectedHost = {};
  const loginInfo = method('loginInfo');
  if (loginInfo) {
    found.loginInfo = () => {
      try {
        return toLoginInfo(loginInfo());
      } catch {
        return null;
      }
    };
  }
  const getLocation = method('getLocation');
  if (getLocation) {
    found.getLocation = async () => {
      try {
        return toGeoPoint(await getLocation());
      } catch {
        return null;
      }
    };
  }
  const closePage = method('closePage');
  if (closePage) found.closePage = () => void closePage();
  const saveShop = method('saveShop');
  if (saveShop) found.saveShop = (key, shop) => void saveShop(key, JSON.stringify(shop ?? null));
  const handOffOrder = method('handOffOrder');
  // The same JSON text as continueOrderPlan's nativeBridge plan (F3.16).
  if (handOffOrder) found.handOffOrder = (order) => void handOffOrder(JSON.stringify(order));
  const openMaintenance = method('openMaintenance');
  if (openMaintenance) {
    found.openMaintenance = ({ title, notice }) => void openMaintenance(title, notice);
  }
  return CAPABILITIES.some((capability) => found[capability]) ? found : null;
}
