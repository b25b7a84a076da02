import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { ResultDialog, type ResultDialogProps } from './ResultDialog';

/** A trigger and its result dialog; the story's args are the dialog's props. */
export function ResultDialogDemo(args: ResultDialogProps) {
  const [open, setOpen] = useState(args.open);
  const close = () => {
    args.onClose();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        gaia_signin_submit
      </Button>
      <ResultDialog
        {...args}
        open={open}
        onClose={close}
        onAction={
          args.onAction &&
          (() => {
            args.onAction?.();
            setOpen(false);
          })
        }
      />
    </>
  );
}

const meta = {
  title: 'Primitives/ResultDialog',
  component: ResultDialog,
  excludeStories: /Demo$/,
  render: (args) => <ResultDialogDemo {...args} />,
  args: { open: false, variant: 'success', onClose: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['success', 'oops', 'tryAgain'] } },
} satisfies Meta<typeof ResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 440 } } },
  args: { open: true, variant: 'tryAgain', message: 'gaia_tip_timeout', secondaryLabel: 'gaia_action_ok', dismissOnMask: true, closeButton: true },
};
