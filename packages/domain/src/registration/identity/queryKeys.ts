import { areaKeys } from '../../kernel/http/queryKeys';

/** Query keys of the identity and supplementary steps' lists (docs/adr/0016): the same for every visitor. */
export const identityKeys = {
  ...areaKeys('registrationIdentity'),
  referenceList: (entityCode: string) =>
    ['registrationIdentity', 'referenceList', entityCode] as const,
  addressChildren: (parentId: string) => ['registrationIdentity', 'addressTree', parentId] as const,
};
