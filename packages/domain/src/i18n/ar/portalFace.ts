import type { Translation } from '../types';
import type { portalFace as english } from '../en/portalFace';

/** Messages of the portalFace area: face login on /signIn, individual and corporate (spec 01 §4; F1.5, F1.10). */
export const portalFace: Translation<typeof english> = {
};
