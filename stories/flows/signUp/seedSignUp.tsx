import { useEffect, useState } from 'react';
import { SIGN_UP_DRAFT_KEY, type SignUpState } from '@gaia/domain';
import { InMemoryPortal } from '../../../apps/portal/src/app/InMemoryPortal';
import {
  identity,
  stepOne as standardStepOne,
  supplementary,
} from '../../../packages/domain/src/registration/submission/signUp.fixtures';
import { postJson, codeSentTo } from '../sandboxSession';

/**
 * Step data of a new individual: the domain's sign-up test fixtures, which the sandbox accepts as
 * they are, so the stories and the domain's tests sign up the same person.
 */
export const newPerson = {
  // The standard form's account is the mobile.
  mobile: standardStepOne.account,
  stepOne: standardStepOne,
  identity,
  supplementary,
};

/** The seeded customer known from a shop, without an online account (sandbox demoAccounts.upgradeIdNbr). */
export const upgradeIdNbr = '63-765432B21';

export interface SeedOptions {
  reading: 'A' | 'B';
  /** Sandbox switches for the story. */
  settings?: { faceAntiSpoof?: 'pass' | 'fail'; registrationFaceRequired?: boolean };
  /** The ID belongs to the customer waiting to be upgraded. */
  upgrade?: boolean;
  /** A reference the sandbox never issued: the submit answers OTP-expired. */
  expiredReference?: boolean;
}

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await postJson(path, body);
  return response.json();
}

/** A registration code sent and verified with the sandbox: the reference the submit carries. */
async function verifiedReference(account: string): Promise<{ referenceId: string; otp: string }> {
  await post('/uc/reg/otp/send', { loginAcct: account, loginAcctType: 'MOBILE' });
  const otp = await codeSentTo(account);
  const verified = (await post('/uc/reg/otp/verify', { loginAcct: account, loginAcctType: 'MOBILE', otp })) as { data: { referenceId: string } };
  return { referenceId: verified.data.referenceId, otp };
}

/**
 * Puts the sign-up where a story starts — the submit step of a reading, as if the earlier steps had
 * been done with the sandbox (a real verified code) — then opens /signUp, which resumes from the
 * session draft like a reload would.
 */
async function seed(options: SeedOptions): Promise<void> {
  await post('/__sandbox/settings', { signUpReading: options.reading, ...options.settings });
  const verified = options.expiredReference ? { referenceId: 'REG-EXPIRED', otp: '123456' } : await verifiedReference(newPerson.mobile);
  const stepOne = options.upgrade ? { ...newPerson.stepOne, idNbr: upgradeIdNbr, upgrade: { userId: 'U-1004' } } : newPerson.stepOne;
  const state: SignUpState = {
    reading: options.reading,
    step: options.reading === 'A' ? 'password' : 'profile',
    drafts: {},
    stepOne,
    verified,
    ...(options.reading === 'A' ? { identity: { ...newPerson.identity, idNbr: stepOne.idNbr }, supplementary: newPerson.supplementary } : {}),
  };
  window.sessionStorage.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify(state));
}

/** The portal at /signUp once the story's sign-up has been seeded. */
export function SeededSignUp(options: SeedOptions) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void seed(options).then(() => live && setReady(true));
    return () => {
      live = false;
    };
    // The seed runs once per story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready ? <InMemoryPortal url="/signUp" /> : null;
}
