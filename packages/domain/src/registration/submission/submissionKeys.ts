import { registrationKeys } from '../../kernel/http/queryKeys';

/** Query keys of the submit step's server state (TanStack Query, docs/adr/0016). */
export const signUpSubmissionKeys = {
  /** The registration configuration: the same for every visitor of a visit. */
  config: () => [...registrationKeys.all, 'config'] as const,
  /** The existing profile of an upgrade, by user id. */
  upgradeProfile: (userId: string) => [...registrationKeys.details(), 'upgradeProfile', userId] as const,
};
