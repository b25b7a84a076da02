import { compileConfiguredPattern } from './patternSafety';
import { DEFAULT_EMAIL_PATTERN, DEFAULT_MOBILE_PATTERN, type ContactPatterns } from './defaultPatterns';
import type { PortalConfig } from './portalConfig';

/** The configured mobile-number pattern (F0.3), or the default one when it is missing or unsafe. */
export function configuredMobilePattern(config: Pick<PortalConfig, 'mobilePattern'>): RegExp {
  return compileConfiguredPattern(config.mobilePattern, DEFAULT_MOBILE_PATTERN, undefined, 'mobile pattern');
}

/** The configured e-mail pattern (F0.3), or the default one when it is missing or unsafe. */
export function configuredEmailPattern(config: Pick<PortalConfig, 'emailPattern'>): RegExp {
  return compileConfiguredPattern(config.emailPattern, DEFAULT_EMAIL_PATTERN, undefined, 'e-mail pattern');
}

/**
 * The configured contact patterns compiled for the rules that take them ready (the representative's
 * mobile and e-mail): each through the safety guard, the default where one is missing or unsafe.
 * Compile once per configuration (a memo in a form), not per check.
 */
export function contactPatternsOf(config: Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>): ContactPatterns {
  return { mobile: configuredMobilePattern(config), email: configuredEmailPattern(config) };
}
