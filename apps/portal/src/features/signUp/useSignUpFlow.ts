import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { signUpReducer, type RegistrationConfig, type SignUpEvent, type SignUpState } from '@gaia/domain';
import { signUpDraftStore } from './signUpDraftStore';

/**
 * The sign-up flow of the page (spec 02 §2, §4; docs/adr/0019): the domain's state machine, started
 * from the session draft of this reading, kept there after every change and cleared when the page
 * is left (a reload does not unmount, so it keeps the entries). `moved` says the person has gone
 * from one step to another: the page heading then takes focus.
 */
export function useSignUpFlow(config: RegistrationConfig) {
  const [state, dispatchEvent] = useReducer(signUpReducer, config.reading, (reading) => signUpDraftStore.read(reading));
  const [moved, setMoved] = useState(false);
  const lastStep = useRef(state.step);

  // Kept while the change is committed, before the browser paints it: a reload right after a
  // step is shown must find that step stored (a passive effect may not have run yet).
  useLayoutEffect(() => signUpDraftStore.keep(state), [state]);

  useEffect(() => {
    if (state.step !== lastStep.current) {
      lastStep.current = state.step;
      setMoved(true);
    }
  }, [state]);

  // Leaving the page clears the step data (spec 02 §2 "on leaving it clears the first-step data").
  useEffect(() => () => signUpDraftStore.clear(), []);

  const dispatch = useCallback((event: SignUpEvent) => dispatchEvent(event), []);
  return { state, dispatch, moved } satisfies { state: SignUpState; dispatch: (event: SignUpEvent) => void; moved: boolean };
}
