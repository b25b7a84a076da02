import { paymentKeys } from '../../kernel/http/queryKeys';

/** Query keys of step-up authentication (docs/adr/0016), under the payments area. */
export const stepUpKeys = {
  all: [...paymentKeys.all, 'stepUp'] as const,
  /** The configured memorable-word pattern (UC_SEC_PIN_REGEX). */
  memorableWordPattern: () => [...paymentKeys.all, 'stepUp', 'memorableWordPattern'] as const,
};
