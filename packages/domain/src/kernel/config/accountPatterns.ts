import { compileConfiguredPattern } from './patternSafety';
import { DEFAULT_EMAIL_PATTERN, DEFAULT_MOBILE_PATTERN } from './defaultPatterns';
import type { PortalConfig } from './portalConfig';

/** The configured mobile-number pattern (F0.3), or the default one when it is missing or unsafe. */
export function configuredMobilePattern(config: Pick<PortalConfig, 'mobilePattern'>): RegExp {
  return compileConfiguredPattern(config.mobilePattern, DEFAULT_MOBILE_PATTERN, undefined, 'mobile pattern');
}

/** The configured e-mail pattern (F0.3), or the default one when it is missing or unsafe. */
export function configuredEmailPattern(config: Pick<PortalConfig, 'emailPattern'>): RegExp {
  return compileConfiguredPattern(config.emailPattern, DEFAULT_EMAIL_PATTERN, undefined, 'e-mail pattern');
}
