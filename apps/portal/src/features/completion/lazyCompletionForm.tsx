import type { PartyProfile } from '@gaia/domain';
import { lazyWithMessages } from '../../app/lazyWithMessages';

/** What both completion forms take: the profile as the server holds it. */
export interface CompletionFormProps {
  profile: PartyProfile;
}

/*
 * F2.12: the page shows its heading and a spinner while the profile loads; the form (the kit Select
 * and its downshift engine, the gender choice, the upload control) is not needed for that first
 * view. Each party's form is a chunk of its own, fetched beside the profile (see preload below) so
 * it is there when the profile is, instead of holding up the page's own first paint.
 */
// One import() each for the preload and the form, so a preloaded chunk is the one the form uses.
const loadIndividualForm = () => import('./IndividualCompletionForm');
const loadCorporateForm = () => import('./CorporateCompletionForm');

/** The individual's completion form (/complete), loaded on demand; a failed load offers Retry in its place. */
export const LazyIndividualCompletionForm = lazyWithMessages<CompletionFormProps>(() =>
  loadIndividualForm().then((m) => ({ default: m.IndividualCompletionForm })),
);

/** The company's completion form (/complete-c), loaded on demand; a failed load offers Retry in its place. */
export const LazyCorporateCompletionForm = lazyWithMessages<CompletionFormProps>(() =>
  loadCorporateForm().then((m) => ({ default: m.CorporateCompletionForm })),
);

/** Starts loading the code of the party's form while its profile loads; a failure here is ignored (showing the form loads it again). */
export function preloadCompletionForm(corporate: boolean) {
  (corporate ? loadCorporateForm() : loadIndividualForm()).catch(() => undefined);
}
