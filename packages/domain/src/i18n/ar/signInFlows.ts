import type { Translation } from '../types';
import type { signInFlows as english } from '../en/signInFlows';

/** Messages of the signInFlows area. */
export const signInFlows: Translation<typeof english> = {
};
