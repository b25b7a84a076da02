import type { ReferenceRecord } from './identityLists';

/** Titles, marital statuses and other lists of the supplementary profile (spec 02 §3). */
export const addressLists: Record<string, ReferenceRecord[]> = {};
