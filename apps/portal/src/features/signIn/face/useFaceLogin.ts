import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  FaceMessageKey,
  SignInRoute,
  captureFailure,
  faceBusy,
  faceFailure,
  faceLoginReducer,
  faceLoginRules,
  faceStatusKey,
  shownMessage,
  signedInLogin,
  signInLanding,
  startFaceLogin,
  type FaceLoginEvent,
  type FaceLoginFields,
  type FaceLoginState,
  type PartyType,
} from '@gaia/domain';
import { isApiError } from '@gaia/domain/api';
import { useT, useToast } from '@gaia/ui';
import { usePortalConfig } from '../../../app/portalConfig';
import { signInMemory } from '../../../app/rememberedLogin';
import { useRulesForm } from '../../../forms/useRulesForm';
import { ucApi, uploadFaceImage } from './faceApi';

/** The mode parameter of /signIn (SignInPage): without it the individual tab shows password login. */
const MODE_PARAM = 'm';

/** The domain's events plus the configured tips threshold, which arrives after the first render. */
type Action = FaceLoginEvent | { type: 'thresholdChanged'; threshold: number };

function reducer(state: FaceLoginState, action: Action): FaceLoginState {
  if (action.type === 'thresholdChanged') {
    return action.threshold > 0 && action.threshold !== state.threshold ? { ...state, threshold: action.threshold } : state;
  }
  return faceLoginReducer(state, action);
}

export interface UseFaceLoginOptions {
  partyType: PartyType;
  initialAccount?: string | undefined;
  /** The face button: focus comes back to it whenever a dialog closes. */
  faceButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * F1.5 face login, individual and corporate: binds the domain's reducer (sign-in/faceLogin) and its
 * form decisions (sign-in/faceLoginForm) to React — the fields are a form like every other (ADR
 * 0015) — and runs the effect each phase names: the user-existing check, the camera with upload and
 * comparison, the face login; persists the face memory, shows the 'Face recognition failed.' toast,
 * and returns focus to the face button whenever a dialog closes.
 */
export function useFaceLogin({ partyType, initialAccount, faceButtonRef }: UseFaceLoginOptions) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = usePortalConfig();
  const corporate = partyType === 'CORPORATE';
  const [state, dispatch] = useReducer(
    reducer,
    { partyType, initialAccount, memory: signInMemory.faceMemory(partyType), threshold: config.faceTipsThreshold },
    startFaceLogin,
  );
  const [captureError, setCaptureError] = useState<string>();
  const [comparing, setComparing] = useState(false);

  // ── Fields ─────────────────────────────────────────────────────────────────────────────────────
  const form = useRulesForm<FaceLoginFields>({
    defaultValues: { loginAcct: state.account, representativeIdNbr: state.representativeIdNbr },
    rules: faceLoginRules(partyType),
    shownErrors: { loginAcct: state.accountError },
    onValueChange: (name, value) => {
      form.setFormError(undefined);
      if (name === 'representativeIdNbr') dispatch({ type: 'accountChanged', account: form.values.loginAcct, representativeIdNbr: value });
      else dispatch({ type: 'accountChanged', account: value });
    },
    /** The face button: memory first (faceNotCapture), then the user check (spec 01 §4 steps 1–3). */
    submit: async () => {
      setCaptureError(undefined);
      dispatch({ type: 'facePressed' });
    },
  });
  /** A failed call: an unknown account on its field, anything else above the form. */
  const { showFailure: showFormFailure, setFormError, focus } = form;
  const showFailure = useCallback((error: unknown) => showFormFailure(faceFailure(error), { account: 'loginAcct' }), [showFormFailure]);

  // ── Actions ────────────────────────────────────────────────────────────────────────────────────
  /** The face button: memory first (faceNotCapture), then the user check (spec 01 §4 steps 1–3). */
  /** "Try again" on the oops or not-captured modal: straight to the user check. */
  const retry = useCallback(() => {
    setFormError(undefined);
    setCaptureError(undefined);
    dispatch({ type: 'retry' });
  }, [setFormError]);
  const closeModal = useCallback(() => dispatch({ type: 'modalClosed' }), []);
  const cancelCapture = useCallback(() => dispatch({ type: 'captureCancelled' }), []);
  /** OK on the max-limit modal: the person is told to sign in another way, so the password mode opens. */
  const switchToPassword = useCallback(() => {
    dispatch({ type: 'modalClosed' });
    const search = new URLSearchParams(params);
    search.delete(MODE_PARAM);
    navigate(`${SignInRoute.signIn}?${search.toString()}`);
  }, [navigate, params]);

  /** The camera's picture: upload it, compare it, and hand the outcome to the reducer (step 5). */
  const onCapture = useCallback(
    async (blob: Blob) => {
      setCaptureError(undefined);
      setComparing(true);
      try {
        const path = await uploadFaceImage(blob);
        const result = await ucApi.compareFace(path, partyType);
        dispatch({ type: 'captured', result });
      } catch (error) {
        // The server's resultMsg for a refused upload or comparison (spec 01 §8), else our own text.
        if (!isApiError(error) || error.kind !== 'cancelled') setCaptureError(shownMessage(t, captureFailure(error).text));
        // Rethrown so the capture does not announce "Photo taken." for a picture that went nowhere.
        throw error;
      } finally {
        setComparing(false);
      }
    },
    [partyType, t],
  );

  // ── Effects the phases name ────────────────────────────────────────────────────────────────────
  useEffect(() => {
    dispatch({ type: 'thresholdChanged', threshold: config.faceTipsThreshold });
  }, [config.faceTipsThreshold]);

  // checkingUser → /uc/login/check/user-existing (a read: a re-run simply replaces it).
  useEffect(() => {
    if (state.phase !== 'checkingUser') return;
    let live = true;
    ucApi
      .checkUserExisting({
        loginAcct: state.account,
        partyType,
        ...(corporate ? { representativeIdNbr: state.representativeIdNbr } : {}),
      })
      .then(
        (result) => {
          if (live) dispatch({ type: 'userChecked', exists: Boolean(result?.exists), faceAvailable: Boolean(result?.faceAvailable) });
        },
        (error: unknown) => {
          if (!live) return;
          dispatch({ type: 'userCheckFailed' });
          showFailure(error);
        },
      );
    return () => {
      live = false;
    };
  }, [state.phase, state.account, state.representativeIdNbr, partyType, corporate, showFailure]);

  // submitting → /uc/login/face-login, once per reference (it is single use).
  const submitted = useRef<string | undefined>(undefined);
  useEffect(() => {
    const referenceId = state.referenceId;
    if (state.phase !== 'submitting' || !referenceId || submitted.current === referenceId) return;
    submitted.current = referenceId;
    ucApi
      .faceLogin({
        faceReferenceId: referenceId,
        loginAcct: state.account,
        ...(corporate ? { representativeIdNbr: state.representativeIdNbr } : {}),
      })
      .then(async (result) => {
        // The session module (and the query cache) loads only once there is a session to keep.
        (await import('../../../app/session')).startSession(result);
        signInMemory.remember(signedInLogin(state.account, corporate ? state.representativeIdNbr : undefined));
        dispatch({ type: 'loginSucceeded' });
        navigate(signInLanding(window.location.search), { replace: true });
      })
      .catch((error: unknown) => {
        const resultCode = isApiError(error) ? error.resultCode : undefined;
        dispatch({ type: 'loginFailed', ...(resultCode ? { resultCode } : {}) });
        // An unknown account goes to the account field (the reducer sets it); anything else is said here.
        const failure = faceFailure(error);
        if (!failure.field) showFailure(error);
      });
  }, [state.phase, state.referenceId, state.account, state.representativeIdNbr, corporate, navigate, showFailure]);

  // The memory the reducer decided on is persisted under the party type's key.
  const savedMemory = useRef(state.memory);
  useEffect(() => {
    if (state.memory && state.memory !== savedMemory.current) signInMemory.keepFaceMemory(partyType, state.memory);
    savedMemory.current = state.memory;
  }, [state.memory, partyType]);

  // Every counted failure says 'Face recognition failed.' (spec 01 §8), as does a failed face login.
  const seenFailures = useRef(state.failures);
  useEffect(() => {
    if (state.failures > seenFailures.current) toast.show({ tone: 'error', message: FaceMessageKey.recognitionFailed });
    seenFailures.current = state.failures;
  }, [state.failures, toast]);
  useEffect(() => {
    if (!state.toast) return;
    toast.show({ tone: 'error', message: state.toast });
    dispatch({ type: 'toastShown' });
  }, [state.toast, toast]);

  // ── Focus ──────────────────────────────────────────────────────────────────────────────────────
  const cameraOpen = state.phase === 'capturing';
  const overlayOpen = cameraOpen || state.modal !== undefined;
  const wasOpen = useRef(overlayOpen);
  useEffect(() => {
    const closed = wasOpen.current && !overlayOpen;
    wasOpen.current = overlayOpen;
    if (!closed) return;
    // After the dialog's own focus restoration, so the face button wins even when the trigger is gone.
    const frame = requestAnimationFrame(() => faceButtonRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [overlayOpen, faceButtonRef]);
  // An unknown account: on the field, focused, so its description (the error) is read out with it.
  useEffect(() => {
    if (state.accountError) focus('loginAcct');
  }, [state.accountError, focus]);

  return {
    form,
    partyType,
    corporate,
    busy: faceBusy(state.phase),
    status: faceStatusKey(state.phase),
    cameraOpen,
    comparing,
    captureError,
    modal: state.modal,
    retry,
    closeModal,
    cancelCapture,
    switchToPassword,
    onCapture,
  };
}

export type FaceLogin = ReturnType<typeof useFaceLogin>;
