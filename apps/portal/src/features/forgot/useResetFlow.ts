import { useState } from 'react';
import { EMPTY_NEW_PASSWORD, isReferenceInvalid, resetFailure, shownMessage, validateNewPassword, type NewPasswordValues, type OtpVerifyResult, type ResetFailure } from '@gaia/domain';
import { useT } from '@gaia/ui';
import { useRulesForm } from '../../forms/useRulesForm';
import { passwordApi } from './resetApi';
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
 * The state both reset flows share (F1.11): the step, the verified reference and the new-password
 * form (a form like every other, ADR 0015). It lives above the steps, so Back and Next keep the
 * entries; a code is checked once for the same entries (it is single use), so Back then Next goes
 * straight on. `onRestart` hears that the reference was used or expired, with the message the code
 * step shows when the flow returns to it.
 */
export function useResetFlow({ onRestart }: { onRestart: (message: string) => void }) {
  const t = useT();
  const { step, go, focusHeading } = useResetSteps();
  const [verified, setVerified] = useState<Verified>();

  const passwords = useRulesForm<NewPasswordValues>({
    defaultValues: EMPTY_NEW_PASSWORD,
    rules: validateNewPassword,
    submit: async ({ password }) => {
      try {
        await passwordApi.reset({ referenceId: verified?.referenceId ?? '', password });
        // The password is changed: nothing of it is kept.
        passwords.reset();
        setVerified(undefined);
        go('done');
      } catch (error) {
        const text = shownMessage(t, resetFailure(error).text);
        if (isReferenceInvalid(error)) {
          setVerified(undefined);
          onRestart(text ?? t('gaia_tip_reset_reference_invalid'));
          go('verify');
          return;
        }
        passwords.focus('password');
        passwords.setFormError(text);
      }
    },
  });

  /** Checks the code (once per entries) and moves to the password step; the failure otherwise. */
  async function verify(key: string, account: string, check: () => Promise<OtpVerifyResult>): Promise<ResetFailure | undefined> {
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
      return resetFailure(error);
    }
  }

  return { step, focusHeading, verified, passwords, verify, back: () => go('verify') };
}
