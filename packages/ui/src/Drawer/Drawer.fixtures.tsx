import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useT } from '../provider/GaiaContext';
import { CancelOkFooter, OverlayDemo } from '../internal/stories/OverlayDemo';
import { Drawer, type DrawerProps } from './Drawer';

/** A trigger and its drawer; the story's args are the drawer's props. */
export function DrawerDemo(args: DrawerProps) {
  const t = useT();
  return (
    <OverlayDemo trigger={args.title ?? 'gaia_profile_title'} open={args.open} onClose={args.onClose}>
      {(overlay) => (
        <Drawer {...args} {...overlay} footer={<CancelOkFooter onClose={overlay.onClose} />}>
          <dl>
            <dt>{t('gaia_profile_user_code')}</dt>
            <dd>C-100234</dd>
            <dt>{t('gaia_profile_user_name')}</dt>
            <dd>Tariro Moyo</dd>
          </dl>
        </Drawer>
      )}
    </OverlayDemo>
  );
}

/** The meta the Drawer stories and feature stories share (all but the title). */
export const drawerStoryDefaults = {
  render: (args) => <DrawerDemo {...args} />,
  args: { open: false, title: 'gaia_profile_title', onClose: fn() },
} satisfies Meta<typeof Drawer>;
