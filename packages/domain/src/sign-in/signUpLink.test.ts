import { describe, expect, it } from 'vitest';
import { headerSignInHref, readSignInQuery, signInHrefAfterSignOut } from './routes';
import { afterCameraCheck, signUpLinkStep } from './signUpLink';

describe('sign-up link (F1.8)', () => {
  it('completeFlag N goes to /signIn?t=signUp, otherwise /signUp', () => {
    expect(signUpLinkStep('N', false)).toEqual({ action: 'navigate', to: '/signIn?t=signUp' });
    expect(signUpLinkStep('N', true)).toEqual({ action: 'navigate', to: '/signIn?t=signUp' });
    expect(signUpLinkStep('Y', false)).toEqual({ action: 'navigate', to: '/signUp' });
    expect(signUpLinkStep(undefined, false)).toEqual({ action: 'navigate', to: '/signUp' });
  });

  it('checks the camera first when face collection is required; no camera shows the dialog', () => {
    const step = signUpLinkStep('Y', true);
    expect(step).toEqual({ action: 'checkCamera', to: '/signUp' });
    expect(afterCameraCheck(step, true)).toEqual({ action: 'navigate', to: '/signUp' });
    expect(afterCameraCheck(step, false)).toEqual({ action: 'cameraDialog' });
    expect(afterCameraCheck(step, undefined)).toEqual({ action: 'cameraDialog' });
    expect(afterCameraCheck(signUpLinkStep('N', true), false)).toEqual({
      action: 'navigate',
      to: '/signIn?t=signUp',
    });
  });
});

describe('sign-in routes (F1.1)', () => {
  it('reads t and gaiaId', () => {
    expect(readSignInQuery('?t=c&gaiaId=%20ACME001%20')).toEqual({
      tab: 'c',
      partyType: 'CORPORATE',
      gaiaId: 'ACME001',
    });
    expect(readSignInQuery('?t=signUp')).toEqual({ tab: 'signUp', partyType: 'INDIVIDUAL' });
    expect(readSignInQuery('')).toEqual({ tab: 'i', partyType: 'INDIVIDUAL' });
    expect(readSignInQuery('?t=zzz')).toMatchObject({ tab: 'i' });
  });

  const headerLinks: [path: string, href: string][] = [['/signUp-c', '/signIn?t=c'], ['/complete-c', '/signIn?t=c'], ['/signUp', '/signIn?t=i']];

  it.each(headerLinks)('the header link adds t=c when the path contains -c: %s → %s', (path, href) => {
    expect(headerSignInHref(path)).toBe(href);
  });

  const signOutLinks: [userType: Parameters<typeof signInHrefAfterSignOut>[0], href: string][] = [
    ['CORPORATE', '/signIn?t=c'], ['INDIVIDUAL', '/signIn?t=i'], [undefined, '/signIn?t=i'],
  ];

  it.each(signOutLinks)('after sign-out, t reflects the user type: %j → %s', (userType, href) => {
    expect(signInHrefAfterSignOut(userType)).toBe(href);
  });
});
