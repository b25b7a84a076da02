import { useEffect, useState, type RefObject } from 'react';
import { mergeProps, useDialog, useModalOverlay } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';

export interface UseModalDialogOptions {
  open: boolean;
  onClose: () => void;
  /** Close when the mask (outside the panel) is pressed. */
  dismissOnMask: boolean;
  /** Close on Escape. */
  dismissOnEscape: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Accessible name when there is no visible title (already translated). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

/**
 * Behaviour shared by Modal and Drawer, on react-aria: the modal overlay (everything outside is
 * made inert, page scroll is locked, Escape and mask presses close), and the dialog semantics
 * (role, labelled by its title, focus moved in on open). Focus containment and its return to the
 * trigger come from react-aria's `<Overlay>` that wraps the panel.
 */
export function useModalDialog(options: UseModalDialogOptions, ref: RefObject<HTMLDivElement | null>) {
  const { open, onClose, dismissOnMask, dismissOnEscape, role = 'dialog' } = options;
  // Controlled by the caller: the overlay is open while `open`, and asking it to close calls onClose.
  const state = useOverlayTriggerState({
    isOpen: open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable: dismissOnMask, isKeyboardDismissDisabled: !dismissOnEscape },
    state,
    ref,
  );
  const { dialogProps, titleProps, contentProps } = useDialog(
    {
      role,
      'aria-label': options['aria-label'],
      'aria-labelledby': options['aria-labelledby'],
      'aria-describedby': options['aria-describedby'],
    },
    ref,
  );
  return { underlayProps, panelProps: mergeProps(modalProps, dialogProps), titleProps, contentProps };
}

/**
 * Whether an element's content overflows it. A scrolling body is then made focusable, so keyboard
 * users can scroll it with the arrow keys (WCAG 2.1.1).
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(node.scrollHeight > node.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of Array.from(node.children)) observer.observe(child);
      measure();
    });
    mutations.observe(node, { childList: true, subtree: true, characterData: true });
    measure();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
  return overflows;
}
