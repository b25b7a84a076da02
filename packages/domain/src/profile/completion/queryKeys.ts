import { areaKeys } from '../../kernel/http/queryKeys';
import type { ProfileScope } from '../partyProfile';

/** Query keys of this area (TanStack Query, docs/adr/0016): under 'profileCompletion', user-scoped. */
export const profileCompletionKeys = {
  ...areaKeys('profileCompletion'),
  /** A profile acquired with a set of scopes. */
  profile: (userId: string, scopes: readonly ProfileScope[]) =>
    ['profileCompletion', 'profile', userId, scopes.join(',')] as const,
  /** Every acquired profile of a user (what an update leaves stale). */
  profiles: (userId: string) => ['profileCompletion', 'profile', userId] as const,
  completeness: (userId: string) => ['profileCompletion', 'completeness', userId] as const,
  addresses: () => ['profileCompletion', 'addresses'] as const,
};
