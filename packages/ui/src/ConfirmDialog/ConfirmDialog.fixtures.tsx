import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogDemo } from '../internal/stories/OverlayDemo';
import { ConfirmDialog } from './ConfirmDialog';

/** A trigger and its confirm dialog; the story's args are the dialog's props. */
export const ConfirmDialogDemo = dialogDemo(ConfirmDialog, 'gaia_header_sign_out');

/** The meta the ConfirmDialog stories and feature stories share (all but the title). */
export const confirmDialogStoryDefaults = {
  render: (args) => <ConfirmDialogDemo {...args} />,
  args: { open: false, message: 'gaia_tip_session_expired', onClose: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;
