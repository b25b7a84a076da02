import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogStorySteps } from '../internal/stories/dialogSteps';
import { useT } from '../provider/GaiaContext';
import { footedOverlayDemo } from '../internal/stories/OverlayDemo';
import { Modal } from './Modal';

/** The modal's content in the stories: the session-expired message. */
function SessionExpired() {
  const t = useT();
  return <p>{t('gaia_tip_session_expired')}</p>;
}

/** A trigger and its modal; the story's args are the modal's props. */
export const ModalDemo = footedOverlayDemo(Modal, 'gaia_header_sign_out', SessionExpired);

/** The meta the Modal stories and feature stories share (all but the title). */
export const modalStoryDefaults = {
  render: (args) => <ModalDemo {...args} />,
  args: { open: false, title: 'gaia_header_sign_out', size: 'medium', onClose: fn() },
} satisfies Meta<typeof Modal>;

/** The sign-out button and the dialog it opens, both named "sign out". */
const SIGN_OUT = /sign out|تسجيل الخروج/i;
export const modalSteps = dialogStorySteps({ trigger: SIGN_OUT, name: SIGN_OUT });
