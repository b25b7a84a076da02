import { compileConfiguredPattern } from './patternSafety';
import { defaultPortalConfig, type PortalConfig } from './portalConfig';

/** The configured mobile-number pattern (F0.3), or the default one when it is missing or unsafe. */
export function configuredMobilePattern(config: Pick<PortalConfig, 'mobilePattern'>): RegExp {
  return compileConfiguredPattern(config.mobilePattern, defaultPortalConfig.mobilePattern, undefined, 'mobile pattern');
}

/** The configured e-mail pattern (F0.3), or the default one when it is missing or unsafe. */
export function configuredEmailPattern(config: Pick<PortalConfig, 'emailPattern'>): RegExp {
  return compileConfiguredPattern(config.emailPattern, defaultPortalConfig.emailPattern, undefined, 'e-mail pattern');
}
