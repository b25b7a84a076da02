/** Messages of the signInFlows area. */
export const signInFlows = {
} as const;
