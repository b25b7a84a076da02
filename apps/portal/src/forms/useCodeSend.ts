import type { FormValues } from '@gaia/domain/kernel';
import { useState } from 'react';
import { requestCode, serverSecondsLeft, shownMessage, type OtpSendEnvelope } from '@gaia/domain';
import { useGaia } from '@gaia/ui';
import type { FormErrorSlot, RulesForm } from './useRulesForm';

export interface CodeSendOptions<V extends FormValues<V>> {
  /** The field a send error on the account goes to (the account, or the company account). */
  accountField: keyof V & string;
  /** Other fields of this form a send error may name (the representative ID, the code). */
  ownFields?: readonly (keyof V & string)[];
  /** Focus the field a send error goes to. */
  focusOnFieldError?: boolean;
  /** Where a send error above the form goes: its own slot, or the submit's (the reset steps). */
  slot?: FormErrorSlot;
  /** Let the server's seconds-left of an already-sent code run the countdown (sign-in). */
  serverSeconds?: boolean;
}

/**
 * The send-code button of a form (spec 01 §4, §8; F1.6): the success notice (masked medium or the
 * server's already-sent message) with focus on the code, or the domain's failure on the account
 * field or above the form. Answers what the CountdownButton needs: truthy while a code is on its
 * way (the server's seconds left when it says).
 */
export function useCodeSend<V extends FormValues<V>>(form: RulesForm<V>, options: CodeSendOptions<V>) {
  const { t, config } = useGaia();
  const [notice, setNotice] = useState<string>();
  const slot = options.slot ?? 'send';

  async function send(call: () => Promise<OtpSendEnvelope | undefined>): Promise<number | boolean> {
    setNotice(undefined);
    form.setFormError(undefined, slot);
    form.clearError(options.accountField);
    const decision = await requestCode(call, { mask: config.mask });
    if (!decision) return false;
    if (decision.kind !== 'failed') {
      setNotice(shownMessage(t, decision.notice));
      form.focus('otp' as keyof V & string);
      return (options.serverSeconds ? serverSecondsLeft(decision) : undefined) ?? true;
    }
    const { fieldError, formError } = decision;
    if (fieldError) {
      const own = options.ownFields?.find((name) => name === fieldError.field);
      const field = own ?? options.accountField;
      form.failField(field, shownMessage(t, fieldError.text));
      if (options.focusOnFieldError) form.focus(field);
    }
    form.setFormError(shownMessage(t, formError), slot);
    return false;
  }

  return { notice, setNotice, send };
}
