/** Messages: Profile completion, the under-16 block and my details (spec 02 §2, §4; F2.10–F2.13). */
export const profileCompletion = {} as const;
