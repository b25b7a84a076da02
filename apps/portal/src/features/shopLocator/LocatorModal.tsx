import type { ReactNode } from 'react';
import { Modal, useT } from '@gaia/ui';
import { LocatorMessageKey as K } from '@gaia/domain/stores';

/** The locator's dialog on its page (renderInModal). */
export interface LocatorModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to close (Escape, its close button, a press on the mask). */
  onClose(): void;
  /** The locator, laid out for a modal. */
  children: ReactNode;
}

/**
 * The kit's modal around the locator of /shopLocator?renderInModal=true, titled as the locator.
 * Its own chunk (react-aria's overlay comes with it), loaded by LazyLocatorModal.
 */
export default function LocatorModal({ open, onClose, children }: LocatorModalProps) {
  const t = useT();
  return (
    <Modal open={open} title={t(K.title)} size="xlarge" onClose={onClose}>
      {children}
    </Modal>
  );
}
