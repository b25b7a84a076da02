import { describe, expect, it } from 'vitest';
import { fetchesPermissions, readExploreFlag, shellAccess } from './access';

describe('F3.1 entering the signed-in area', () => {
  it('reads exploreFlag=Y from the query, in any case, and nothing else as Y', () => {
    expect(readExploreFlag('?exploreFlag=Y')).toBe(true);
    expect(readExploreFlag('?a=1&exploreFlag=y')).toBe(true);
    expect(readExploreFlag('?exploreFlag=N')).toBe(false);
    expect(readExploreFlag('?exploreFlag=yes')).toBe(false);
    expect(readExploreFlag('')).toBe(false);
  });

  it('lets a session in, an explorer browse, and sends anybody else to sign-in', () => {
    expect(shellAccess({ signedIn: true, exploreFlag: false })).toBe('signedIn');
    expect(shellAccess({ signedIn: true, exploreFlag: true })).toBe('signedIn');
    expect(shellAccess({ signedIn: false, exploreFlag: true })).toBe('explore');
    expect(shellAccess({ signedIn: false, exploreFlag: false })).toBe('signIn');
  });

  it('F4.1 lets a visitor browse a page open to visitors (the shop) without exploreFlag; a session still wins', () => {
    expect(shellAccess({ signedIn: false, exploreFlag: false, publicPage: true })).toBe('explore');
    expect(shellAccess({ signedIn: true, exploreFlag: false, publicPage: true })).toBe('signedIn');
    expect(shellAccess({ signedIn: false, exploreFlag: false, publicPage: false })).toBe('signIn');
  });

  it('fetches permissions only for a signed-in user (spec 03 §6: not when exploring)', () => {
    expect(fetchesPermissions('signedIn')).toBe(true);
    expect(fetchesPermissions('explore')).toBe(false);
    expect(fetchesPermissions('signIn')).toBe(false);
  });
});
