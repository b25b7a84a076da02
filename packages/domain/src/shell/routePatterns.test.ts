import { describe, expect, it } from 'vitest';
import { isLimitedAccess, matchesRoutePattern, shellChrome } from './routePatterns';

describe('F3.1 route patterns', () => {
  it('matches literal routes exactly and * as any characters, slashes included', () => {
    expect(matchesRoutePattern('/iframeMenu', '/iframeMenu')).toBe(true);
    expect(matchesRoutePattern('/iframeMenu', '/iframeMenu/')).toBe(true);
    expect(matchesRoutePattern('/iframeMenu', '/iframeMenuX')).toBe(false);
    expect(matchesRoutePattern('/h5/*', '/h5/orderDetail')).toBe(true);
    expect(matchesRoutePattern('/h5/*', '/h5/buySimCard/delivery')).toBe(true);
    expect(matchesRoutePattern('/h5/*', '/h6/orderDetail')).toBe(false);
    expect(matchesRoutePattern('/shop*', '/shopLocator?tag=1')).toBe(true);
    // Characters of regular expressions are literal in a pattern.
    expect(matchesRoutePattern('/a.b', '/aXb')).toBe(false);
  });

  it('draws the pattern list without chrome, /selectPaymentMethod plain white, the rest in full', () => {
    expect(shellChrome('/iframeMenu')).toBe('none');
    expect(shellChrome('/h5/orderDetail')).toBe('none');
    expect(shellChrome('/selectPaymentMethod')).toBe('plainWhite');
    expect(shellChrome('/myProfile')).toBe('full');
    expect(shellChrome('/custom/page', ['/custom/*'])).toBe('none');
  });

  it('limits every route but the excluded ones when the operation flag is N', () => {
    expect(isLimitedAccess('/operationLog', 'N')).toBe(true);
    expect(isLimitedAccess('/operationLog', 'n')).toBe(true);
    expect(isLimitedAccess('/myProfile', 'N')).toBe(false);
    expect(isLimitedAccess('/operationLog', 'N', ['/operation*'])).toBe(false);
    expect(isLimitedAccess('/operationLog', 'Y')).toBe(false);
    expect(isLimitedAccess('/operationLog', undefined)).toBe(false);
  });
});
