import { common } from './common';
import { portalSignIn } from './portalSignIn';
import { profile } from './profile';
import { signIn } from './signIn';

/**
 * The English messages the first paint of the sign-in screen shows: the header, the password form
 * and its field errors. A portal ships these with its first load and the whole catalogue on demand
 * (`loadCatalogue`) — the kit's feedback texts among them, before any toast shows — which keeps the
 * sign-in page inside its size budget.
 */
export const firstPaintEnglish = { ...common, ...profile, ...signIn, ...portalSignIn } as const;
