/** Messages: Step-up authentication: face, code, memorable word (spec 03 F3.10). */
export const stepUp = {} as const;
