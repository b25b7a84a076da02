import { areaKeys } from '../../kernel/http/queryKeys';

/**
 * Query keys of sign-up step one (docs/adr/0016): reference lists and the terms and privacy
 * content, each in a language (the server answers names and HTML in the request's locale).
 */
export const stepOneKeys = {
  ...areaKeys('signUpStepOne'),
  records: (entity: string, locale: string) => ['signUpStepOne', 'records', entity, locale] as const,
  content: (type: string, locale: string) => ['signUpStepOne', 'content', type, locale] as const,
};
