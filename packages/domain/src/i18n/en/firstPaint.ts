import { common } from './common';
import { portalSignIn } from './portalSignIn';
import { signIn } from './signIn';
import { uiControls } from './uiControls';
import { uiFeedback } from './uiFeedback';

/**
 * The English messages the first paint of the sign-in screen shows (header, password form, field
 * errors and feedback). A portal ships these with its first load and the whole catalogue on demand
 * (`loadCatalogue`), which keeps the sign-in page inside its size budget.
 */
export const firstPaintEnglish = { ...common, ...signIn, ...portalSignIn, ...uiControls, ...uiFeedback } as const;
