import type { DeliveryAddressConfig, ExtraAddressField } from './address';
import { compileConfiguredPattern, compileOptionalPattern } from '../kernel/config/patternSafety';
import {
  DEFAULT_CONTACT_NUMBER_PATTERN,
  resolveAddressConfig,
  type DeliveryAddressPatterns,
} from './addressRules';

/*
 * The delivery address's configured patterns, compiled through the pattern guard
 * (kernel/config/patternSafety.ts). Apart from the rules, so a form compiles them once per
 * configuration and the validator itself does not carry the guard.
 */

/**
 * The contact-number pattern: contactNbrReg, else the default phone pattern. A configured pattern
 * that does not compile or is unsafe is refused with a warning and the default is used rather than
 * blocking the form.
 */
export function contactNumberPattern(config: DeliveryAddressConfig = {}): RegExp {
  return compileConfiguredPattern(
    config.contactNbrReg || undefined,
    DEFAULT_CONTACT_NUMBER_PATTERN,
    undefined,
    'contact-number pattern',
  );
}

/** An extra field's configured pattern, or undefined when it has none or it does not compile or is unsafe. */
export function extraFieldPattern(field: ExtraAddressField): RegExp | undefined {
  return compileOptionalPattern(
    field.pattern,
    undefined,
    `pattern of address field ${field.fieldCode}`,
  );
}

/**
 * Every pattern `validateDeliveryAddress` checks for this configuration, compiled once: the contact
 * numbers' and each extra field's by its code.
 */
export function deliveryAddressPatternsOf(
  config: DeliveryAddressConfig = {},
): DeliveryAddressPatterns {
  const extraFields: Record<string, RegExp | undefined> = {};
  for (const field of resolveAddressConfig(config).extraFields)
    extraFields[field.fieldCode] = extraFieldPattern(field);
  return { contactNumber: contactNumberPattern(config), extraFields };
}
