/** Messages of the uiOverlays area. */
export const uiOverlays = {
} as const;
