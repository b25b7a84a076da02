import { describe, expect, it } from 'vitest';
import {
  areaKeys,
  balanceKeys,
  configKeys,
  contentKeys,
  isUserScoped,
  keyStartsWith,
  orderKeys,
  signInKeys,
  storeKeys,
  subscriptionKeys,
} from './queryKeys';

describe('query keys — one factory per area', () => {
  it('every key of an area lies under its all, so invalidating the area refreshes all of it', () => {
    const keys = [
      orderKeys.lists(),
      orderKeys.list({ status: 'open' }),
      orderKeys.details(),
      orderKeys.detail('o-1'),
    ];
    for (const key of keys) expect(keyStartsWith(key, orderKeys.all)).toBe(true);
    expect(keyStartsWith(orderKeys.detail('o-1'), orderKeys.details())).toBe(true);
    expect(keyStartsWith(orderKeys.list({ status: 'open' }), orderKeys.lists())).toBe(true);
  });

  it('a narrower key names only its own entry', () => {
    expect(keyStartsWith(orderKeys.detail('o-1'), orderKeys.detail('o-2'))).toBe(false);
    expect(
      keyStartsWith(orderKeys.list({ status: 'open' }), orderKeys.list({ status: 'done' })),
    ).toBe(false);
    expect(
      keyStartsWith(
        orderKeys.list({ status: 'open', page: undefined }),
        orderKeys.list({ status: 'open' }),
      ),
    ).toBe(true);
    expect(keyStartsWith(orderKeys.detail('o-1'), orderKeys.lists())).toBe(false);
  });

  it('areas never overlap: a booster purchase refreshes balances without touching orders', () => {
    const areas = [
      configKeys,
      contentKeys,
      signInKeys,
      subscriptionKeys,
      balanceKeys,
      orderKeys,
      storeKeys,
    ];
    const firsts = areas.map((keys) => keys.all[0]);
    expect(new Set(firsts).size).toBe(areas.length);
    expect(keyStartsWith(balanceKeys.detail('main'), balanceKeys.all)).toBe(true);
    expect(keyStartsWith(orderKeys.detail('main'), balanceKeys.all)).toBe(false);
  });

  it('the named keys: the session, the configuration, an agreement by type', () => {
    expect(signInKeys.session()).toEqual(['signIn', 'session']);
    expect(configKeys.portal()).toEqual(['config', 'portal']);
    expect(contentKeys.agreement('TERMS')).toEqual(['content', 'agreement', 'TERMS']);
    expect(areaKeys('x').detail('1')).toEqual(['x', 'detail', '1']);
  });
});

describe('isUserScoped — what a session end drops', () => {
  it("the person's own answers are dropped", () => {
    expect(isUserScoped(signInKeys.session())).toBe(true);
    expect(isUserScoped(subscriptionKeys.list())).toBe(true);
    expect(isUserScoped(balanceKeys.all)).toBe(true);
    expect(isUserScoped(orderKeys.detail('o-1'))).toBe(true);
  });

  it('configuration, content and stores are the same for everybody and stay', () => {
    expect(isUserScoped(configKeys.portal())).toBe(false);
    expect(isUserScoped(contentKeys.agreement('PRIVACY'))).toBe(false);
    expect(isUserScoped(storeKeys.list({ city: 'x' }))).toBe(false);
  });
});
