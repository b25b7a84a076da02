import type { DetectedHost, HostCapability, NativeHost } from './nativeHost';

/** The app's one host: each capability from the native host when it provides it, else the browser. */
export interface HostBridge extends NativeHost {
  /** Whether the portal runs inside the native host app (a host object was found). */
  readonly isNative: boolean;
  /** Whether the native host itself serves this capability (false: the browser fallback does). */
  provides(capability: HostCapability): boolean;
}

/**
 * Combines what `detectNativeHost` found with the browser fallback, capability by capability, so an
 * older host app lacking one method still works (F0.6). A host call that throws falls back to the
 * browser. The chosen shop is always kept in storage too (spec 03: "saved to local storage and to
 * the host app"), so a later portal page reads it either way.
 */
export function createHostBridge(native: DetectedHost | null, fallback: NativeHost): HostBridge {
  const host = native ?? {};

  /** Runs a host call; false when the host lacks it or it threw, so the browser way runs instead. */
  function viaHost(call: (() => void) | undefined): boolean {
    if (!call) return false;
    try {
      call();
      return true;
    } catch {
      // An unusable host method must not leave the user stuck: the browser way still works.
      return false;
    }
  }

  return {
    isNative: native !== null,
    provides: (capability) => typeof host[capability] === 'function',
    // The wrapped host methods never throw on read; the browser has no login info of its own.
    loginInfo: () => (host.loginInfo ? host.loginInfo() : fallback.loginInfo()),
    // Spec 03: "via the host app if present, else the browser"; a host without an answer leaves
    // the caller's default coordinate rather than prompting a second time in the webview.
    getLocation: () => (host.getLocation ? host.getLocation() : fallback.getLocation()),
    closePage() {
      if (!viaHost(host.closePage)) fallback.closePage();
    },
    saveShop(key, shop) {
      fallback.saveShop(key, shop);
      // Storage already holds the shop; a failing host copy changes nothing for portal pages.
      const own = host.saveShop;
      viaHost(own && (() => own(key, shop)));
    },
    handOffOrder(order) {
      const own = host.handOffOrder;
      if (!viaHost(own && (() => own(order)))) fallback.handOffOrder(order);
    },
    openMaintenance(texts) {
      const own = host.openMaintenance;
      if (!viaHost(own && (() => own(texts)))) fallback.openMaintenance(texts);
    },
  };
}
