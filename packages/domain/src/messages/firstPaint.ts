import { common } from '../kernel/i18n/en/common';
import { accountType } from '../sign-in/i18n/en/accountType';
import { profile } from '../profile/i18n/en/profile';
import { signInForm } from '../sign-in/i18n/en/signInForm';

/**
 * The English messages the first paint of the sign-in screen shows: the header, the password form
 * and its field errors. A portal ships these with its first load and the whole catalogue on demand
 * (`loadCatalogue`) — the kit's feedback texts among them, before any toast shows — which keeps the
 * sign-in page inside its size budget.
 */
export const firstPaintEnglish = { ...common, ...profile, ...signInForm, ...accountType } as const;
