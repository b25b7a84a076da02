import { describe, expect, it } from 'vitest';
import { signInHrefAfterRelogin } from './routes';

describe('signInHrefAfterRelogin — where a 401 leads (spec 01 §2, §8)', () => {
  it('the tab of the session that ended, whatever page the person was on', () => {
    expect(signInHrefAfterRelogin('CORPORATE', { pathname: '/myProfile', search: '' })).toBe('/signIn?t=c');
    expect(signInHrefAfterRelogin('INDIVIDUAL', { pathname: '/signUp-c', search: '' })).toBe('/signIn?t=i');
  });

  it('without a session, the tab of the page: t=c or a path with -c is corporate, else individual', () => {
    expect(signInHrefAfterRelogin(undefined, { pathname: '/forgot', search: '?t=c' })).toBe('/signIn?t=c');
    expect(signInHrefAfterRelogin(undefined, { pathname: '/complete-c', search: '' })).toBe('/signIn?t=c');
    expect(signInHrefAfterRelogin(undefined, { pathname: '/forgot', search: '' })).toBe('/signIn?t=i');
  });
});
