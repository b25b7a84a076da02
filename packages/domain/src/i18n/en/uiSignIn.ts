/** Messages of the uiSignIn area. */
export const uiSignIn = {
} as const;
