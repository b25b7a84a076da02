import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  FaceMessageKey,
  SignInRoute,
  faceLoginReducer,
  individualAccountRules,
  initFaceLogin,
  isSubmittable,
  normaliseCorporateId,
  normaliseIndividualAccount,
  validate,
  validateCorporateIdentity,
  type FaceLoginEvent,
  type FaceLoginState,
  type PartyType,
} from '@gaia/domain';
import { errorBehaviour, isApiError, type ShownText } from '@gaia/domain/api';
import { useT, useToast } from '@gaia/ui';
import { usePortalConfig } from '../../../app/portalConfig';
import { shownText } from '../shownText';
import { ucApi, uploadFaceImage } from './faceApi';
import { readFaceMemory, writeFaceMemory } from './faceMemory';
import { rememberLogin } from '../../../app/rememberedLogin';

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

interface InitArgs {
  partyType: PartyType;
  initialAccount: string | undefined;
  threshold: number;
}

/** The remembered account prefills the form; a URL account (gaiaId) wins, and then the remembered representative only goes with it. */
function init({ partyType, initialAccount, threshold }: InitArgs): FaceLoginState {
  const memory = readFaceMemory(partyType);
  const normalise = partyType === 'CORPORATE' ? normaliseCorporateId : normaliseIndividualAccount;
  const account = initialAccount ? normalise(initialAccount) : undefined;
  const otherAccount = account !== undefined && account !== memory?.account;
  return initFaceLogin({
    partyType,
    threshold,
    ...(memory ? { memory } : {}),
    ...(account !== undefined ? { account } : {}),
    ...(otherAccount ? { representativeIdNbr: '' } : {}),
  });
}

/**
 * The text of a failed call (spec 01 §8) and whether it belongs on the account field, or nothing when
 * the app handles the failure elsewhere (593 maintenance, 401, a cancelled duplicate).
 */
function failureOf(error: unknown): { text: ShownText; field: boolean } | undefined {
  if (!isApiError(error)) return { text: { messageKey: 'gaia_tip_server_error' }, field: false };
  const behaviour = errorBehaviour(error, { operation: 'faceLogin' });
  if (behaviour.kind !== 'toast' && behaviour.kind !== 'field') return undefined;
  return { text: behaviour, field: behaviour.kind === 'field' };
}

export interface UseFaceLoginOptions {
  partyType: PartyType;
  initialAccount?: string | undefined;
  /** The face button: focus comes back to it whenever a dialog closes. */
  faceButtonRef: RefObject<HTMLButtonElement | null>;
  /** The account input: focused with an unknown-account error. */
  accountRef: RefObject<HTMLInputElement | null>;
}

/**
 * F1.5 face login, individual and corporate: binds the domain's reducer (flows/signIn/faceLogin) to
 * React and runs the effect each phase names — the user-existing check, the camera with upload and
 * comparison, the face login — persists the face memory, shows the 'Face recognition failed.' toast,
 * and returns focus to the face button whenever a dialog closes.
 */
export function useFaceLogin({ partyType, initialAccount, faceButtonRef, accountRef }: UseFaceLoginOptions) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = usePortalConfig();
  const corporate = partyType === 'CORPORATE';
  const [state, dispatch] = useReducer(reducer, { partyType, initialAccount, threshold: config.faceTipsThreshold }, init);
  const [touched, setTouched] = useState({ account: false, representativeIdNbr: false });
  const [formError, setFormError] = useState<string>();
  const [captureError, setCaptureError] = useState<string>();
  const [comparing, setComparing] = useState(false);

  // ── Fields ─────────────────────────────────────────────────────────────────────────────────────
  const errors = corporate
    ? validateCorporateIdentity({ loginAcct: state.account, representativeIdNbr: state.representativeIdNbr })
    : { loginAcct: validate(state.account, individualAccountRules) };
  const valid = isSubmittable(errors);
  const accountError = state.accountError ?? (touched.account ? errors.loginAcct : undefined);
  const representativeError = touched.representativeIdNbr && 'representativeIdNbr' in errors ? errors.representativeIdNbr : undefined;

  const setAccount = useCallback((account: string) => {
    setFormError(undefined);
    dispatch({ type: 'accountChanged', account });
  }, []);
  const setRepresentative = useCallback(
    (representativeIdNbr: string) => {
      setFormError(undefined);
      dispatch({ type: 'accountChanged', account: state.account, representativeIdNbr });
    },
    [state.account],
  );
  const blurAccount = useCallback(() => setTouched((current) => ({ ...current, account: true })), []);
  const blurRepresentative = useCallback(() => setTouched((current) => ({ ...current, representativeIdNbr: true })), []);

  // ── Actions ────────────────────────────────────────────────────────────────────────────────────
  /** The face button: memory first (faceNotCapture), then the user check (spec 01 §4 steps 1–3). */
  const press = useCallback(() => {
    setTouched({ account: true, representativeIdNbr: true });
    if (!valid) return;
    setFormError(undefined);
    setCaptureError(undefined);
    dispatch({ type: 'facePressed' });
  }, [valid]);
  /** "Try again" on the oops or not-captured modal: straight to the user check. */
  const retry = useCallback(() => {
    setFormError(undefined);
    setCaptureError(undefined);
    dispatch({ type: 'retry' });
  }, []);
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
        const failure = isApiError(error) ? failureOf(error) : undefined;
        if (!isApiError(error) || error.kind !== 'cancelled')
          setCaptureError(failure ? shownText(t, failure.text) : t('gaia_portal_face_upload_failed'));
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
          const failure = failureOf(error);
          if (failure) setFormError(shownText(t, failure.text));
        },
      );
    return () => {
      live = false;
    };
  }, [state.phase, state.account, state.representativeIdNbr, partyType, corporate, t]);

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
        rememberLogin(
          corporate
            ? { loginAcct: state.account, extParam: { representativeIdNbr: state.representativeIdNbr } }
            : { loginAcct: state.account.trim() },
        );
        dispatch({ type: 'loginSucceeded' });
        navigate(SignInRoute.home, { replace: true });
      })
      .catch((error: unknown) => {
        const resultCode = isApiError(error) ? error.resultCode : undefined;
        dispatch({ type: 'loginFailed', ...(resultCode ? { resultCode } : {}) });
        const failure = failureOf(error);
        // An unknown account goes to the account field (the reducer sets it); anything else is said here.
        if (failure && !failure.field) setFormError(shownText(t, failure.text));
      });
  }, [state.phase, state.referenceId, state.account, state.representativeIdNbr, corporate, navigate, t]);

  // The memory the reducer decided on is persisted under the party type's key.
  const savedMemory = useRef(state.memory);
  useEffect(() => {
    if (state.memory && state.memory !== savedMemory.current) writeFaceMemory(partyType, state.memory);
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
  // An unknown account: focus the field, whose description (the error) is read out with it.
  useEffect(() => {
    if (state.accountError) accountRef.current?.focus();
  }, [state.accountError, accountRef]);

  const status =
    state.phase === 'checkingUser'
      ? 'gaia_portal_face_checking'
      : state.phase === 'submitting' || state.phase === 'done'
        ? 'gaia_portal_face_signing_in'
        : undefined;

  return {
    partyType,
    corporate,
    account: state.account,
    representativeIdNbr: state.representativeIdNbr,
    accountError,
    representativeError,
    valid,
    busy: state.phase === 'checkingUser' || state.phase === 'submitting' || state.phase === 'done',
    status,
    formError,
    cameraOpen,
    comparing,
    captureError,
    modal: state.modal,
    setAccount,
    setRepresentative,
    blurAccount,
    blurRepresentative,
    press,
    retry,
    closeModal,
    cancelCapture,
    switchToPassword,
    onCapture,
  };
}

export type FaceLogin = ReturnType<typeof useFaceLogin>;
