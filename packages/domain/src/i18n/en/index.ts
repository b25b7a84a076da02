import { common } from './common';
import { profile } from './profile';
import { signIn } from './signIn';

/**
 * The English catalogue (F0.4), the reference for every other locale. One file per area: add the
 * area here and its translation in ../ar/index.ts.
 */
export const en = { ...common, ...signIn, ...profile } as const;

export type MessageKey = keyof typeof en;
