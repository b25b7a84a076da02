import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useT } from '../provider/GaiaContext';
import { CancelOkFooter, OverlayDemo } from '../internal/stories/OverlayDemo';
import { Modal, type ModalProps } from './Modal';

/** A trigger and its modal; the story's args are the modal's props. */
export function ModalDemo(args: ModalProps) {
  const t = useT();
  return (
    <OverlayDemo trigger={args.title ?? 'gaia_header_sign_out'} open={args.open} onClose={args.onClose}>
      {(overlay) => (
        <Modal {...args} {...overlay} footer={<CancelOkFooter onClose={overlay.onClose} />}>
          <p>{t('gaia_tip_session_expired')}</p>
        </Modal>
      )}
    </OverlayDemo>
  );
}

/** The meta the Modal stories and feature stories share (all but the title). */
export const modalStoryDefaults = {
  render: (args) => <ModalDemo {...args} />,
  args: { open: false, title: 'gaia_header_sign_out', size: 'medium', onClose: fn() },
} satisfies Meta<typeof Modal>;
