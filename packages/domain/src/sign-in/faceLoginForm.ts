import { validate } from '../kernel/rules/rules';

import { formFailure, type FormFailure } from '../kernel/forms/formFailure';
import { initFaceLogin, type FaceLoginState, type FacePhase } from './faceLogin';
import { individualAccountRules, normaliseCorporateId, normaliseIndividualAccount, validateCorporateIdentity } from './rules';
import type { PartyType } from './session';
import type { FaceLoginMemory } from './signInMemory';

/**
 * The decisions of the face-login form around the reducer (faceLogin.ts, F1.5): where it starts,
 * what its fields answer, what its status line says and what a failed call shows. The portal's
 * hook only wires them to React, the camera and the calls.
 */

/** The field values of the face form: the account, and the representative ID for a corporate. */
export interface FaceLoginFields {
  loginAcct: string;
  representativeIdNbr: string;
}

/**
 * The first state: the remembered account prefills the form; an account in the URL (gaiaId) wins,
 * and then the remembered representative only goes with the account it was remembered with.
 */
export function startFaceLogin(init: {
  partyType: PartyType;
  initialAccount: string | undefined;
  memory: FaceLoginMemory | undefined;
  threshold: number;
}): FaceLoginState {
  const { partyType, initialAccount, memory, threshold } = init;
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

/** The rules of the face form: the individual account, or the corporate identity. */
export function faceLoginRules(partyType: PartyType): (values: FaceLoginFields) => Partial<Record<keyof FaceLoginFields, string>> {
  return partyType === 'CORPORATE'
    ? (values) => validateCorporateIdentity(values)
    : (values) => {
        const loginAcct = validate(values.loginAcct, individualAccountRules);
        return loginAcct ? { loginAcct } : {};
      };
}

/** The status line of a phase: checking the account, signing in, or nothing. */
export function faceStatusKey(phase: FacePhase): string | undefined {
  if (phase === 'checkingUser') return 'gaia_portal_face_checking';
  if (phase === 'submitting' || phase === 'done') return 'gaia_portal_face_signing_in';
  return undefined;
}

/** Whether the form is busy with a call (its button shows progress). */
export function faceBusy(phase: FacePhase): boolean {
  return phase === 'checkingUser' || phase === 'submitting' || phase === 'done';
}

/** What a failed face call shows (an unknown account goes on the account field). */
export function faceFailure(error: unknown): FormFailure {
  return formFailure(error, { operation: 'faceLogin' });
}

/** The camera dialog's text for a refused upload or comparison: the server's message, else ours. */
export function captureFailure(error: unknown): FormFailure {
  const failure = faceFailure(error);
  return failure.text ? failure : { text: { messageKey: 'gaia_portal_face_upload_failed' } };
}
