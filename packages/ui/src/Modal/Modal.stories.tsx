import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { useT } from '../provider/GaiaContext';
import { Modal, modalSizes, type ModalProps } from './Modal';

/** A trigger and its modal; the story's args are the modal's props. */
export function ModalDemo(args: ModalProps) {
  const t = useT();
  const [open, setOpen] = useState(args.open);
  const close = () => {
    args.onClose();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {args.title ?? 'gaia_header_sign_out'}
      </Button>
      <Modal
        {...args}
        open={open}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              gaia_action_cancel
            </Button>
            <Button onClick={close}>gaia_action_ok</Button>
          </>
        }
      >
        <p>{t('gaia_tip_session_expired')}</p>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  excludeStories: /Demo$/,
  render: (args) => <ModalDemo {...args} />,
  args: { open: false, title: 'gaia_header_sign_out', size: 'medium', onClose: fn() },
  argTypes: {
    size: { control: 'select', options: Object.keys(modalSizes) },
    width: { control: { type: 'number', min: 240, max: 1200, step: 10 } },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  args: { open: true, size: 'large', dismissOnMask: true, dismissOnEscape: true, closeButton: true, closeLabel: 'gaia_action_close' },
};
