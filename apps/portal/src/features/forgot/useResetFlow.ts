import { useState } from 'react';
import type { OtpVerifyResult } from '@gaia/domain';
import { useT } from '@gaia/ui';
import { EMPTY_NEW_PASSWORD, type NewPasswordValues } from './newPassword';
import { passwordApi } from './resetApi';
import { callFailure, type StepFailure } from './resetFailure';
import { useResetSteps } from './resetSteps';

/** A passed code check: the reference for the reset, for the entries that were checked. */
interface Verified {
  /** The entries checked (account, representative ID, code): other entries need a new check. */
  key: string;
  account: string;
  referenceId: string;
  passwordSet: boolean;
}

/** ifSetting (F1.11): whether the account already has a password; when unknown, it is a reset. */
async function passwordSetOf(account: string): Promise<boolean> {
  try {
    return (await passwordApi.ifSetting(account)).passwordSet !== false;
  } catch {
    return true;
  }
}

/**
 * The state both reset flows share (F1.11): the step, the verified reference, the new password
 * entries and the message above the code step. Entries live here, above the steps, so Back and Next
 * keep them; a code is checked once for the same entries (it is single use), so Back then Next
 * goes straight on.
 */
export function useResetFlow() {
  const t = useT();
  const { step, go, focusHeading } = useResetSteps();
  const [verified, setVerified] = useState<Verified>();
  const [passwords, setPasswords] = useState<NewPasswordValues>(EMPTY_NEW_PASSWORD);
  const [formError, setFormError] = useState<string>();

  /** Checks the code (once per entries) and moves to the password step; the failure otherwise. */
  async function verify(key: string, account: string, check: () => Promise<OtpVerifyResult>): Promise<StepFailure | undefined> {
    setFormError(undefined);
    if (verified?.key === key) {
      go('password');
      return undefined;
    }
    try {
      const { referenceId } = await check();
      const passwordSet = await passwordSetOf(account);
      setVerified({ key, account, referenceId, passwordSet });
      go('password');
      return undefined;
    } catch (error) {
      setVerified(undefined);
      const failure = callFailure(t, error);
      if (!failure.field) setFormError(failure.text);
      return failure;
    }
  }

  return {
    step,
    focusHeading,
    verified,
    passwords,
    setPasswords,
    formError,
    setFormError,
    verify,
    back: () => go('verify'),
    /** The password is changed: nothing of it is kept. */
    done: () => {
      setPasswords(EMPTY_NEW_PASSWORD);
      setVerified(undefined);
      go('done');
    },
    /** The reference was used or expired: back to the code step, with the message. */
    restart: (message: string) => {
      setVerified(undefined);
      setFormError(message);
      go('verify');
    },
  };
}
