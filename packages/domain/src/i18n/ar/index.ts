import type { Translation } from '../types';
import type { en } from '../en/index';
import { common } from './common';
import { profile } from './profile';
import { signIn } from './signIn';

/** The Arabic catalogue (B2): the same keys as English, enforced by the type. */
export const ar: Translation<typeof en> = { ...common, ...signIn, ...profile };
