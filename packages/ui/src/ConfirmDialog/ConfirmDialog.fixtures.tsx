import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogStorySteps } from '../internal/stories/dialogSteps';
import { dialogDemo } from '../internal/stories/OverlayDemo';
import { ConfirmDialog } from './ConfirmDialog';

/** A trigger and its confirm dialog; the story's args are the dialog's props. */
export const ConfirmDialogDemo = dialogDemo(ConfirmDialog, 'gaia_header_sign_out');

/** The meta the ConfirmDialog stories and feature stories share (all but the title). */
export const confirmDialogStoryDefaults = {
  render: (args) => <ConfirmDialogDemo {...args} />,
  args: { open: false, message: 'gaia_tip_session_expired', onClose: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

/** The sign-out button and the alert dialog it opens, named by its question. */
export const confirmDialogSteps = dialogStorySteps({
  trigger: /sign out|تسجيل الخروج/i,
  role: 'alertdialog',
  name: /are you sure|هل أنت متأكد/i,
});
