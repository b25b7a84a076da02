import { useCallback, useState } from 'react';
import { useMountedRef } from '../internal/useMountedRef';

/** What a confirm handler may return: false (or a promise of false) keeps the dialog open. */
export type ConfirmResult = void | boolean | Promise<void | boolean>;

/**
 * Behaviour of the confirm dialog: runs the (possibly async) confirm handler, reports busy while it
 * runs so nothing can close the dialog or confirm twice, closes on success, and keeps the dialog
 * open with the failure's message when the handler throws or rejects.
 */
export function useConfirmDialog(onConfirm: () => ConfirmResult, onClose: () => void, open: boolean) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const mounted = useMountedRef();

  // A new opening starts without the previous failure.
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) setFailure(undefined);
  }

  const confirm = useCallback(async () => {
    if (pending) return;
    setFailure(undefined);
    let result: void | boolean;
    try {
      const outcome = onConfirm();
      if (outcome instanceof Promise) {
        setPending(true);
        result = await outcome;
      } else {
        result = outcome;
      }
    } catch (error) {
      if (mounted.current) {
        setPending(false);
        const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
        setFailure(text || 'gaia_tip_server_error');
      }
      return;
    }
    if (!mounted.current) return;
    setPending(false);
    if (result !== false) onClose();
  }, [pending, onConfirm, onClose, mounted]);

  const requestClose = useCallback(() => {
    if (!pending) onClose();
  }, [pending, onClose]);

  return { pending, failure, confirm, requestClose };
}
