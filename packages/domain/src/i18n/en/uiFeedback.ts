/** Messages of the uiFeedback area. */
export const uiFeedback = {
} as const;
