import { Suspense, createElement, lazy, useCallback, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Feature, initialStepUp, isFeatureEnabled, stepUpOutcome, stepUpReducer } from '@gaia/domain';
import { usePortalConfig } from '../../app/portalConfig';
import { sessionQuery } from '../../app/session';
/* The dialogs load when step-up is first asked for, not with every page that may ask for it. */
const StepUpDialogs = lazy(() => import('./StepUpDialogs').then((module) => ({ default: module.StepUpDialogs })));

/** What a payment or a change that needs step-up gets. */
export interface StepUp {
  /**
   * Opens the method chooser and resolves once step-up ends: with the reference id the gated call
   * takes when it passed, undefined when the person gave up or failed twice (the failed-twice
   * dialog's button then goes to the dashboard). `reason` names what is being confirmed (for logs
   * and a future per-reason policy; every reason asks the same today).
   */
  ensure(reason: string): Promise<{ referenceId: string } | undefined>;
  /** The dialogs: render it once in the page that calls `ensure`. */
  element: ReactNode;
}

/** The session-storage key of the step-up code countdown, per user (it survives a reload). */
export function stepUpCountdownKey(userId: string): string {
  return `otp_stepUp_${userId}`;
}

/**
 * Step-up authentication (spec 03 §4; F3.10): face first (when the face feature is enabled), else
 * OTP; one failure offers retry or OTP, two end at the dashboard.
 */
export function useStepUp(): StepUp {
  const config = usePortalConfig();
  const user = useQuery(sessionQuery).data;
  const faceEnabled = isFeatureEnabled(config, Feature.faceLogin);
  const [state, dispatch] = useReducer(stepUpReducer, faceEnabled, initialStepUp);
  const pending = useRef<((result: { referenceId: string } | undefined) => void) | undefined>(undefined);

  // The configuration may arrive after the first render (even with the chooser open).
  useEffect(() => dispatch({ type: 'configured', faceEnabled }), [faceEnabled]);

  useEffect(() => {
    const outcome = stepUpOutcome(state);
    if (!outcome.done || !pending.current) return;
    const resolve = pending.current;
    pending.current = undefined;
    resolve(outcome.referenceId ? { referenceId: outcome.referenceId } : undefined);
  }, [state]);

  // A page left with step-up open gives up.
  useEffect(() => () => pending.current?.(undefined), []);

  const ensure = useCallback((_reason: string) => {
    pending.current?.(undefined);
    return new Promise<{ referenceId: string } | undefined>((resolve) => {
      pending.current = resolve;
      dispatch({ type: 'start' });
    });
  }, []);

  const element =
    state.dialog === 'closed'
      ? null
      : createElement(
          Suspense,
          { fallback: null },
          createElement(StepUpDialogs, {
            state,
            dispatch,
            partyType: user?.partyType ?? 'INDIVIDUAL',
            countdownKey: stepUpCountdownKey(user?.userId ?? 'anonymous'),
          }),
        );
  return { ensure, element };
}
