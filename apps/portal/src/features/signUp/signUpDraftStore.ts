import { createSignUpDraftStore } from '@gaia/domain';
import { sessionStorageOrNone } from '../../app/browserStorage';

/**
 * The sign-up in progress, kept in this tab's session storage (spec 02 §2: entries survive a reload
 * of the step; they are cleared on Cancel and on leaving). The rules are the domain's (signUpDraft).
 */
export const signUpDraftStore = createSignUpDraftStore(sessionStorageOrNone());
