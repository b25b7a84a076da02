/** Messages: Usage history and the run-out forecast (spec 03 F3.4). */
export const usageHistory = {} as const;
