import { areaKeys } from '../../kernel/http/queryKeys';

/** Query keys of onboarding (ADR 0016): the offer, and the number pages by search term and cursor. */
export const onboardingKeys = {
  ...areaKeys('onboarding'),
  offer: () => ['onboarding', 'offer'] as const,
  numbers: (search: string, cursor: string) => ['onboarding', 'numbers', search, cursor] as const,
};
