import { useCallback, useEffect, useReducer } from 'react';
import { initialRateDialogState, isRateSubmitDisabled, rateDialogReducer } from '@gaia/domain';

/**
 * Behaviour of the rate dialog, on the domain's `rateDialogReducer`: rating 5 and empty
 * remarks on every opening, reset on close, Submit disabled per `isRateSubmitDisabled`.
 */
export function useRateOrderDialog(open: boolean) {
  const [state, dispatch] = useReducer(rateDialogReducer, initialRateDialogState);
  useEffect(() => {
    dispatch({ type: open ? 'open' : 'close' });
  }, [open]);
  const rate = useCallback((star: number) => dispatch({ type: 'rate', star }), []);
  const typeRemarks = useCallback((value: string) => dispatch({ type: 'typeRemarks', value }), []);
  return { star: state.star, remarks: state.remarks, rate, typeRemarks, submitDisabled: isRateSubmitDisabled(state) };
}
