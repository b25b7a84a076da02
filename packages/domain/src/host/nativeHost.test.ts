import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../orders/order';
import { createMemoryStorage } from '../kernel/storage/keys';
import { MAINTENANCE_PATH } from '../sign-in/routes';
import { createBrowserFallback, type GeolocationLike } from './browserFallback';
import { createHostBridge } from './hostBridge';
import { detectNativeHost, toGeoPoint, toLoginInfo } from './nativeHost';

/** A fake global with a host object whose calls are recorded (a webview injection stand-in). */
function fakeGlobal(host: Record<string, unknown>) {
  return { GaiaHost: host };
}

/** Browser fallback over fakes; timers run by hand. */
function fallbackWith(geolocation?: GeolocationLike | null) {
  const storage = createMemoryStorage();
  const timers: Array<() => void> = [];
  const deps = {
    geolocation,
    storage,
    navigate: vi.fn(),
    closeWindow: vi.fn(),
    isClosed: vi.fn(() => false),
    goBack: vi.fn(),
    locationTimeoutMs: 5_000,
    setTimer: (fn: () => void) => timers.push(fn),
    clearTimer: vi.fn(),
  };
  return { deps, storage, timers, fallback: createBrowserFallback(deps) };
}

const order = { orderId: 'O1', orderNbr: 'N1', orderState: 'A' } as unknown as Order;

describe('detectNativeHost (F0.6)', () => {
  it('finds nothing without a host object, or with one that provides no capability', () => {
    expect(detectNativeHost({})).toBeNull();
    expect(detectNativeHost(undefined)).toBeNull();
    expect(detectNativeHost(null)).toBeNull();
    expect(detectNativeHost({ GaiaHost: 'yes' })).toBeNull();
    expect(
      detectNativeHost(fakeGlobal({ closePage: 'not a function', other: () => 1 })),
    ).toBeNull();
  });

  it('never crashes on a global whose host getter throws', () => {
    const hostile = Object.defineProperty({}, 'GaiaHost', {
      get() {
        throw new Error('denied');
      },
    });
    expect(detectNativeHost(hostile)).toBeNull();
  });

  it('keeps only the capabilities a half-present host provides', () => {
    const found = detectNativeHost(fakeGlobal({ closePage: () => undefined, getLocation: 42 }));
    expect(found && Object.keys(found)).toEqual(['closePage']);
  });

  it('reads login info as an object or JSON text and drops an unusable token', () => {
    const asObject = detectNativeHost(
      fakeGlobal({ loginInfo: () => ({ token: 'T1', user: 'u' }) }),
    );
    expect(asObject?.loginInfo?.()).toEqual({ token: 'T1', user: 'u' });
    const asText = detectNativeHost(fakeGlobal({ loginInfo: () => '{"token":"T2"}' }));
    expect(asText?.loginInfo?.()).toEqual({ token: 'T2' });
    expect(toLoginInfo('not json')).toBeNull();
    expect(toLoginInfo({ token: 7 })).toEqual({});
    expect(toLoginInfo({ token: '' })).toEqual({});
    const throwing = detectNativeHost(
      fakeGlobal({
        loginInfo: () => {
          throw new Error('no user');
        },
      }),
    );
    expect(throwing?.loginInfo?.()).toBeNull();
  });

  it('calls host methods on the host itself (an Android interface needs its receiver)', () => {
    const host = {
      calls: [] as unknown[],
      closePage(this: { calls: unknown[] }) {
        this.calls.push('closed');
      },
    };
    detectNativeHost(fakeGlobal(host))?.closePage?.();
    expect(host.calls).toEqual(['closed']);
  });

  it('passes strings only: JSON text for the shop and the order, title and notice apart', () => {
    const saveShop = vi.fn();
    const handOffOrder = vi.fn();
    const openMaintenance = vi.fn();
    const found = detectNativeHost(fakeGlobal({ saveShop, handOffOrder, openMaintenance }));
    found?.saveShop?.('shopKey', { orgId: 9 });
    found?.handOffOrder?.(order);
    found?.openMaintenance?.({ title: 'Update', notice: 'Back soon' });
    expect(saveShop).toHaveBeenCalledWith('shopKey', '{"orgId":9}');
    expect(handOffOrder).toHaveBeenCalledWith(JSON.stringify(order));
    expect(openMaintenance).toHaveBeenCalledWith('Update', 'Back soon');
  });

  it('validates the location, sync, async or as text; a rejection reads as unknown', async () => {
    const at = (answer: () => unknown) => detectNativeHost(fakeGlobal({ getLocation: answer }));
    await expect(
      at(() => ({ latitude: -17.8, longitude: 31.05 }))?.getLocation?.(),
    ).resolves.toEqual({
      latitude: -17.8,
      longitude: 31.05,
    });
    await expect(
      at(async () => '{"latitude":"-17.8","longitude":"31.05"}')?.getLocation?.(),
    ).resolves.toEqual({ latitude: -17.8, longitude: 31.05 });
    await expect(
      at(() => Promise.reject(new Error('denied')))?.getLocation?.(),
    ).resolves.toBeNull();
    expect(toGeoPoint({ latitude: 91, longitude: 0 })).toBeNull();
    expect(toGeoPoint({ latitude: null, longitude: 0 })).toBeNull();
    expect(toGeoPoint({ latitude: '', longitude: 0 })).toBeNull();
  });
});

describe('browser fallback (F0.6)', () => {
  it('has no login info: the stored token is used (spec 01 §7)', () => {
    expect(fallbackWith().fallback.loginInfo()).toBeNull();
  });

  it('answers the geolocation position', async () => {
    const { fallback } = fallbackWith({
      getCurrentPosition: (ok) => ok({ coords: { latitude: 1.5, longitude: 2.5 } }),
    });
    await expect(fallback.getLocation()).resolves.toEqual({ latitude: 1.5, longitude: 2.5 });
  });

  it('answers null without geolocation, on refusal, on a throw and after the timeout', async () => {
    await expect(fallbackWith(null).fallback.getLocation()).resolves.toBeNull();
    const refused = fallbackWith({ getCurrentPosition: (_ok, fail) => fail?.({ code: 1 }) });
    await expect(refused.fallback.getLocation()).resolves.toBeNull();
    const throwing = fallbackWith({
      getCurrentPosition: () => {
        throw new Error('insecure origin');
      },
    });
    await expect(throwing.fallback.getLocation()).resolves.toBeNull();
    // An unanswered permission prompt: only our own timer ends the wait.
    const silent = fallbackWith({ getCurrentPosition: () => undefined });
    const pending = silent.fallback.getLocation();
    silent.timers.forEach((fire) => fire());
    await expect(pending).resolves.toBeNull();
  });

  it('closes the page, or goes back when the browser refuses to close it', () => {
    const refused = fallbackWith();
    refused.fallback.closePage();
    expect(refused.deps.closeWindow).toHaveBeenCalled();
    expect(refused.deps.goBack).toHaveBeenCalled();
    const closed = fallbackWith();
    closed.deps.isClosed.mockReturnValue(true);
    closed.fallback.closePage();
    expect(closed.deps.goBack).not.toHaveBeenCalled();
  });

  it('keeps the shop in the given storage, reopens onboarding, opens the maintenance page', () => {
    const { fallback, storage, deps } = fallbackWith();
    fallback.saveShop('pickedShop', { orgId: 3 });
    expect(storage.getItem('pickedShop')).toBe('{"orgId":3}');
    fallback.handOffOrder(order);
    expect(deps.navigate).toHaveBeenCalledWith(
      '/onboarding',
      expect.objectContaining({ kind: 'onboarding', step: 2 }),
    );
    fallback.openMaintenance({ title: 'T', notice: 'N' });
    expect(deps.navigate).toHaveBeenLastCalledWith(MAINTENANCE_PATH, { title: 'T', notice: 'N' });
  });
});

describe('createHostBridge (F0.6)', () => {
  it('without a host, every capability is the browser fallback', () => {
    const { fallback, deps } = fallbackWith();
    const bridge = createHostBridge(null, fallback);
    expect(bridge.isNative).toBe(false);
    expect(bridge.provides('openMaintenance')).toBe(false);
    bridge.openMaintenance({ title: 'T', notice: 'N' });
    expect(deps.navigate).toHaveBeenCalledWith(MAINTENANCE_PATH, { title: 'T', notice: 'N' });
  });

  it('uses the host where it provides a capability and the browser elsewhere', async () => {
    const openMaintenance = vi.fn();
    const { fallback, deps } = fallbackWith({
      getCurrentPosition: (ok) => ok({ coords: { latitude: 1, longitude: 2 } }),
    });
    const bridge = createHostBridge(
      detectNativeHost(fakeGlobal({ openMaintenance, loginInfo: () => ({ token: 'HT' }) })),
      fallback,
    );
    expect(bridge.isNative).toBe(true);
    expect(bridge.provides('openMaintenance')).toBe(true);
    expect(bridge.provides('closePage')).toBe(false);
    expect(bridge.loginInfo()).toEqual({ token: 'HT' });
    bridge.openMaintenance({ title: 'T', notice: 'N' });
    expect(openMaintenance).toHaveBeenCalledWith('T', 'N');
    expect(deps.navigate).not.toHaveBeenCalled();
    await expect(bridge.getLocation()).resolves.toEqual({ latitude: 1, longitude: 2 });
    bridge.closePage();
    expect(deps.goBack).toHaveBeenCalled();
  });

  it('falls back to the browser when a host call throws', () => {
    const { fallback, deps } = fallbackWith();
    const broken = () => {
      throw new Error('bridge gone');
    };
    const bridge = createHostBridge(
      detectNativeHost(
        fakeGlobal({ openMaintenance: broken, handOffOrder: broken, saveShop: broken }),
      ),
      fallback,
    );
    bridge.openMaintenance({ title: 'T', notice: 'N' });
    expect(deps.navigate).toHaveBeenCalledWith(MAINTENANCE_PATH, { title: 'T', notice: 'N' });
    bridge.handOffOrder(order);
    expect(deps.navigate).toHaveBeenLastCalledWith('/onboarding', expect.anything());
    expect(() => bridge.saveShop('k', { orgId: 1 })).not.toThrow();
  });

  it('saves the shop both in storage and to the host (spec 03 shop locator)', () => {
    const saveShop = vi.fn();
    const { fallback, storage } = fallbackWith();
    createHostBridge(detectNativeHost(fakeGlobal({ saveShop })), fallback).saveShop('k', {
      orgId: 1,
    });
    expect(storage.getItem('k')).toBe('{"orgId":1}');
    expect(saveShop).toHaveBeenCalledWith('k', '{"orgId":1}');
  });
});
