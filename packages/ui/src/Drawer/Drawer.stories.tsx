import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { useT } from '../provider/GaiaContext';
import { Drawer, type DrawerProps } from './Drawer';

/** A trigger and its drawer; the story's args are the drawer's props. */
export function DrawerDemo(args: DrawerProps) {
  const t = useT();
  const [open, setOpen] = useState(args.open);
  const close = () => {
    args.onClose();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {args.title ?? 'gaia_profile_title'}
      </Button>
      <Drawer
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
        <dl>
          <dt>{t('gaia_profile_user_code')}</dt>
          <dd>C-100234</dd>
          <dt>{t('gaia_profile_user_name')}</dt>
          <dd>Tariro Moyo</dd>
        </dl>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  excludeStories: /Demo$/,
  render: (args) => <DrawerDemo {...args} />,
  args: { open: false, title: 'gaia_profile_title', onClose: fn() },
  argTypes: { side: { control: 'inline-radio', options: ['end', 'start'] } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { open: true, width: 500, side: 'end', dismissOnMask: true, dismissOnEscape: true, closeButton: true },
};
