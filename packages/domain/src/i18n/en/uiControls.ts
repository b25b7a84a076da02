/** Messages of the uiControls area. */
export const uiControls = {
} as const;
