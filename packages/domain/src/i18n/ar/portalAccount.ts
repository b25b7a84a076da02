import type { Translation } from '../types';
import type { portalAccount as english } from '../en/portalAccount';

/** Messages of the portalAccount area: the signed-in header user menu, change password and sign-out (spec 02 §2; F2.14). */
export const portalAccount: Translation<typeof english> = {
};
