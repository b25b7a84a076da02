import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderCardAction } from '@gaia/domain';

/** Behaviour of the order card: runs an action's (possibly async) callback and reports which one is busy. */
export function useOrderCardActions(run: (action: OrderCardAction) => void | Promise<void>) {
  const [busy, setBusy] = useState<OrderCardAction | undefined>();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
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
    [busy, run],
  );
  return { busy, trigger };
}
