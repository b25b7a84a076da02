import type { Translation } from '../types';
import type { portalForgot as english } from '../en/portalForgot';

/** Messages of the portalForgot area: the /forgot password reset for individuals and corporates (spec 01 §7; F1.11). */
export const portalForgot: Translation<typeof english> = {
};
