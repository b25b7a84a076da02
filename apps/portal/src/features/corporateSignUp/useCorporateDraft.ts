import { useCallback, useState } from 'react';
import { CORPORATE_DRAFT_STORAGE_KEY, EMPTY_CORPORATE_DRAFT, defaultPortalConfig, parseCorporateDraft, type CorporateDraft, type CorporateFlowStep } from '@gaia/domain';

/** sessionStorage (app-prefixed), or nothing when the browser refuses it: the flow then lives in memory. */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const storageKey = `${defaultPortalConfig.appCode}_${CORPORATE_DRAFT_STORAGE_KEY}`;

function read(): CorporateDraft {
  try {
    return parseCorporateDraft(sessionStore()?.getItem(storageKey) ?? null);
  } catch {
    return EMPTY_CORPORATE_DRAFT;
  }
}

function write(draft: CorporateDraft | undefined): void {
  try {
    if (draft) sessionStore()?.setItem(storageKey, JSON.stringify(draft));
    else sessionStore()?.removeItem(storageKey);
  } catch {
    // Storage full or refused: the draft still lives in memory for this visit.
  }
}

/**
 * The corporate sign-up's kept entries (F2.11): every step's values, the uploaded documents and the
 * verified reference, in session storage so Back, Next and a reload keep them (the password never:
 * F0.8). Cancel clears them. `moved` says the person moved between steps, so the new step's heading
 * takes focus (on first load focus stays where the browser put it).
 */
export function useCorporateDraft() {
  const [draft, setDraft] = useState<CorporateDraft>(read);
  const [moved, setMoved] = useState(false);

  const update = useCallback((change: (current: CorporateDraft) => CorporateDraft) => {
    setDraft((current) => {
      const next = change(current);
      write(next);
      return next;
    });
  }, []);

  const go = useCallback(
    (step: CorporateFlowStep) => {
      update((current) => ({ ...current, step }));
      setMoved(true);
    },
    [update],
  );

  const clear = useCallback(() => {
    write(undefined);
    setDraft(EMPTY_CORPORATE_DRAFT);
  }, []);

  return { draft, update, go, clear, moved };
}

export type CorporateDraftState = ReturnType<typeof useCorporateDraft>;

/** What a step that edits the draft takes: the flow, and Cancel (nothing typed is kept). */
export interface DraftStepProps {
  flow: CorporateDraftState;
  onCancel: () => void;
}
