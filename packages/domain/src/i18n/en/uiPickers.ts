/** Messages of the uiPickers area. */
export const uiPickers = {
} as const;
