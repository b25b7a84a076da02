import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OverlayDemo } from '../internal/stories/OverlayDemo';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** A trigger and its confirm dialog; the story's args are the dialog's props. */
export function ConfirmDialogDemo(args: ConfirmDialogProps) {
  return (
    <OverlayDemo trigger="gaia_header_sign_out" open={args.open} onClose={args.onClose}>
      {(overlay) => <ConfirmDialog {...args} {...overlay} />}
    </OverlayDemo>
  );
}

/** The meta the ConfirmDialog stories and feature stories share (all but the title). */
export const confirmDialogStoryDefaults = {
  render: (args) => <ConfirmDialogDemo {...args} />,
  args: { open: false, message: 'gaia_tip_session_expired', onClose: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;
