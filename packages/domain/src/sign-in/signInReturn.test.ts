import { describe, expect, it } from 'vitest';
import { isSameOriginPath, signInHrefReturningTo, signInLanding } from './signInReturn';

describe('signInLanding — where a successful sign-in leads (ADR 0024, F4.1 sign-in return)', () => {
  const withoutRedirect = ['', '?t=i', '?t=c&gaiaId=ACME', '?redirect='];

  it.each(withoutRedirect)('without a redirect, the signed-in home (spec 01): %j', (search) => {
    expect(signInLanding(search)).toBe('/myProfile');
  });

  it('a same-origin redirect, with its query, is where the person comes back to', () => {
    expect(signInLanding('?redirect=%2Fshop%2Fproduct%2FP-BUDS')).toBe('/shop/product/P-BUDS');
    expect(signInLanding(`?t=i&m=code&redirect=${encodeURIComponent('/shop/product/P-X12?sku=P-X12-2')}`)).toBe(
      '/shop/product/P-X12?sku=P-X12-2',
    );
    expect(signInLanding('?redirect=/shop/checkout')).toBe('/shop/checkout');
  });

  it('a redirect that could leave the site is ignored: //host, a scheme, a backslash, a control character, no leading slash', () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', '/\tevil', '/sh\nop', 'shop/cart', ' //evil.example']) {
      expect(signInLanding(`?redirect=${encodeURIComponent(redirect)}`)).toBe('/myProfile');
    }
  });

  it('a redirect back to /signIn itself goes home instead', () => {
    expect(signInLanding(`?redirect=${encodeURIComponent('/signIn?t=c')}`)).toBe('/myProfile');
  });
});

describe('signInHrefReturningTo — the sign-in link of a page that asks for a session', () => {
  it('carries the path and its query, encoded', () => {
    expect(signInHrefReturningTo('/shop/product/P-X12?sku=P-X12-2')).toBe('/signIn?redirect=%2Fshop%2Fproduct%2FP-X12%3Fsku%3DP-X12-2');
    expect(signInLanding(signInHrefReturningTo('/shop/cart').slice('/signIn'.length))).toBe('/shop/cart');
  });

  it('never carries a path leaving the site', () => {
    expect(signInHrefReturningTo('//evil.example')).toBe('/signIn');
    expect(isSameOriginPath('/shop')).toBe(true);
    expect(isSameOriginPath('https://portal.example/shop')).toBe(false);
  });
});
