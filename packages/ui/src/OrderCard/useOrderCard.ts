import { useCallback, useState } from 'react';
import type { OrderCardAction } from '@gaia/domain';
import { useMountedRef } from '../internal/useMountedRef';

/** Behaviour of the order card: runs an action's (possibly async) callback and reports which one is busy. */
export function useOrderCardActions(run: (action: OrderCardAction) => void | Promise<void>) {
  const [busy, setBusy] = useState<OrderCardAction | undefined>();
  const mounted = useMountedRef();
  const trigger = useCallback(
    async (action: OrderCardAction) => {
      if (busy) return;
      const outcome = run(action);
      if (outcome instanceof Promise) {
        setBusy(action);
        try {
          await outcome;
        } finally {
          if (mounted.current) setBusy(undefined);
        }
      }
    },
    [busy, run, mounted],
  );
  return { busy, trigger };
}
