import { useCallback, useState, type ClipboardEvent, type DragEvent } from 'react';

/**
 * Behaviour of the password field: visibility toggle and the blocked clipboard (spec 01 §5:
 * "copy and paste blocked"). A blocked attempt sets a notice so the person learns why nothing happened.
 */
export function usePasswordField() {
  const [visible, setVisible] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const block = useCallback((event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) => {
    event.preventDefault();
    setBlocked(true);
  }, []);
  return {
    visible,
    blocked,
    toggle: () => setVisible((v) => !v),
    inputHandlers: { onCopy: block, onCut: block, onPaste: block, onDrop: block },
  };
}
