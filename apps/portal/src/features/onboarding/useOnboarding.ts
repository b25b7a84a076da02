import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { initialOnboardingDraft, nextStep, openingDraft, previousStep, reachableStep, type OnboardingDraft, type OnboardingStepId } from '@gaia/domain';
import { tokenStore } from '../../app/browserStorage';
import { sessionQuery } from '../../app/session';
import { onboardingDraftStore } from './onboardingDraftStore';


/** What a step gets: the draft, a way to change it, and the moves. */
export interface OnboardingStepProps {
  draft: OnboardingDraft;
  update: (patch: Partial<OnboardingDraft>) => void;
  next: () => void;
  back: () => void;
  goTo: (step: OnboardingStepId) => void;
  signedIn: boolean;
}

/**
 * The onboarding's state (F3.19, ADR 0023): the draft (from a Continue plan, the map's address or
 * the tab's session storage), written back on every change; whether the person is signed in (a
 * signed-in customer skips the identity step); the step shown, never past an incomplete one.
 * The navigation state of a Continue plan is consumed, so a reload keeps the entries made since.
 */
export function useOnboarding() {
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = Boolean(tokenStore.get());
  const session = useQuery({ ...sessionQuery, enabled: hasToken });
  const signedIn = hasToken && session.isSuccess;
  const [draft, setDraft] = useState<OnboardingDraft>(() => openingDraft(onboardingDraftStore.read(), location.search, location.state));
  const [moved, setMoved] = useState(false);
  const consumed = useRef(false);

  useEffect(() => {
    onboardingDraftStore.write(draft);
  }, [draft]);

  useEffect(() => {
    if (consumed.current || location.state == null) return;
    consumed.current = true;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);

  const update = useCallback((patch: Partial<OnboardingDraft>) => setDraft((current) => ({ ...current, ...patch })), []);
  const goTo = useCallback((step: OnboardingStepId) => {
    setMoved(true);
    setDraft((current) => ({ ...current, step }));
  }, []);
  const next = useCallback(() => {
    setMoved(true);
    setDraft((current) => ({ ...current, step: nextStep(current.step, signedIn) }));
  }, [signedIn]);
  const back = useCallback(() => {
    setMoved(true);
    setDraft((current) => ({ ...current, step: previousStep(current.step, signedIn) }));
  }, [signedIn]);
  const startOver = useCallback(() => {
    setMoved(true);
    onboardingDraftStore.clear();
    setDraft(initialOnboardingDraft());
  }, []);

  return {
    draft,
    step: reachableStep(draft.step, draft, signedIn),
    signedIn,
    /** The session is still being read (a stored token): which steps apply is not known yet. */
    loading: hasToken && session.isPending,
    moved,
    update,
    next,
    back,
    goTo,
    startOver,
  };
}
