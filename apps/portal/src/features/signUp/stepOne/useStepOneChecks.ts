import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  ID_CHECK_DELAY_MS,
  formFailure,
  idCheckFailure,
  idHolder,
  mobileCheckMessage,
  shownMessage,
  type IdHolder,
} from '@gaia/domain';
import { useGaia } from '@gaia/ui';
import type { StepOneValues } from '@gaia/domain';
import type { RulesForm } from '../../../forms/useRulesForm';
import { stepOneApi } from './stepOneApi';

type CheckState<T> = { status: 'idle' } | { status: 'checking'; for: string } | { status: 'done'; for: string; result: T };

/** The ID check's result and the mobile it was made with (the mismatch depends on both). */
interface IdResult {
  holder: IdHolder;
  accNbr: string;
}

/**
 * The server checks of step one (spec 02 §4; F2.1, F2.3): the mobile on blur (a provider
 * subscriber, not registered), the ID 300 ms after blur and only when it matches its format
 * (valid document, eligibility, and who holds it). An answer for a value that has changed since
 * is dropped. Failures go on their field, in the user's language.
 */
export function useStepOneChecks(form: RulesForm<StepOneValues>, idType: string) {
  const { t, config } = useGaia();
  const [mobile, setMobile] = useState<CheckState<boolean>>({ status: 'idle' });
  const [id, setId] = useState<CheckState<IdResult>>({ status: 'idle' });
  const [accountExists, setAccountExists] = useState<Extract<IdHolder, { kind: 'accountExists' }>>();
  const latest = useRef(form.values);
  const idState = useRef(id);
  useLayoutEffect(() => {
    latest.current = form.values;
    idState.current = id;
  });
  const idTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(idTimer.current), []);

  const checkId = useCallback(
    async (idNbr: string, accNbr: string) => {
      setId({ status: 'checking', for: idNbr });
      try {
        await stepOneApi.idValidity({ idType, idNbr });
        const eligibility = await stepOneApi.idEligibility({ idType, idNbr, ...(accNbr ? { accNbr } : {}) });
        let user = eligibility.existsUser === 'Y' ? await stepOneApi.identifyUser({ idType, idNbr }, { blur: true }) : undefined;
        let holder = idHolder(eligibility, user);
        if (holder.kind === 'upgrade') {
          // The user of the ID by its own call (spec 02 §7), for the upgrade's profile.
          const { userId } = await stepOneApi.userByIdNbr(idNbr);
          user = { ...user!, userId };
          holder = idHolder(eligibility, user);
        }
        if (latest.current.idNbr !== idNbr) return;
        setId({ status: 'done', for: idNbr, result: { holder, accNbr } });
        if (holder.kind === 'accountExists') setAccountExists(holder);
      } catch (error) {
        if (latest.current.idNbr !== idNbr) return;
        const failure = idCheckFailure(error);
        form.failField('idNbr', 'messageKey' in failure ? t(failure.messageKey) : shownMessage(t, failure.failure.text));
        setId({ status: 'idle' });
      }
    },
    [form, idType, t],
  );

  const checkMobile = useCallback(
    async (value: string) => {
      setMobile({ status: 'checking', for: value });
      try {
        const subscriber = await stepOneApi.subsExists(value);
        const registered = subscriber.isExist === 'Y' ? (await stepOneApi.mobileRegistered(value)).registered : undefined;
        if (latest.current.mobile !== value) return;
        const message = mobileCheckMessage(subscriber, registered, config.product);
        if (message) form.failField('mobile', t(message));
        setMobile({ status: 'done', for: value, result: message === undefined });
      } catch (error) {
        if (latest.current.mobile !== value) return;
        form.failField('mobile', shownMessage(t, formFailure(error).text));
        setMobile({ status: 'done', for: value, result: false });
      }
    },
    [config.product, form, t],
  );

  /** The ID field was left: its check runs 300 ms later, when the number matches its format. */
  const idLeft = useCallback(
    (idNbr: string, accNbr: string, matches: boolean) => {
      clearTimeout(idTimer.current);
      if (!matches) return;
      if (id.status !== 'idle' && id.for === idNbr && (id.status === 'checking' || id.result.accNbr === accNbr)) return;
      idTimer.current = setTimeout(() => void checkId(idNbr, accNbr), ID_CHECK_DELAY_MS);
    },
    [checkId, id],
  );

  const idResult = id.status === 'done' && id.for === form.values.idNbr ? id.result : undefined;
  const mobileValid = mobile.status === 'done' && mobile.for === form.values.mobile && mobile.result;

  // An ID checked without this valid mobile (checked before it, or while its check was still under
  // way, whichever answered first): its eligibility, with the ID and phone mismatch, is asked again.
  const recheckFor = mobileValid && idResult && idResult.accNbr !== form.values.mobile ? form.values.mobile : undefined;
  useEffect(() => {
    const checked = idState.current;
    if (recheckFor !== undefined && checked.status === 'done') void checkId(checked.for, recheckFor);
  }, [recheckFor, checkId]);

  return {
    mobileChecking: mobile.status === 'checking',
    idChecking: id.status === 'checking',
    subscriberValid: Boolean(mobileValid),
    holder: idResult?.accNbr === form.values.mobile || !form.values.mobile ? idResult?.holder : undefined,
    accountExists,
    closeAccountExists: () => setAccountExists(undefined),
    checkMobile,
    idLeft,
    /** Forgets every check (nationality changed, the step cleared). */
    reset: () => {
      clearTimeout(idTimer.current);
      setMobile({ status: 'idle' });
      setId({ status: 'idle' });
    },
    resetId: () => {
      clearTimeout(idTimer.current);
      setId({ status: 'idle' });
    },
  };
}
