import { areaKeys } from '../../kernel/http/queryKeys';

/** Query keys of the mobile fill-up (docs/adr/0016): whether a user must give a mobile. */
export const mobileFillKeys = {
  ...areaKeys('mobileFill'),
  need: (userId: string) => ['mobileFill', 'need', userId] as const,
};
