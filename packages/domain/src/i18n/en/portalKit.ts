/** Messages of the portalKit area. */
export const portalKit = {
} as const;
