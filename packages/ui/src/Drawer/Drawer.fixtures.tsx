import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogStorySteps } from '../internal/stories/dialogSteps';
import { useT } from '../provider/GaiaContext';
import { footedOverlayDemo } from '../internal/stories/OverlayDemo';
import { Drawer } from './Drawer';

/** The drawer's content in the stories: the signed-in user's code and name. */
function ProfileSummary() {
  const t = useT();
  return (
    <dl>
      <dt>{t('gaia_profile_user_code')}</dt>
      <dd>C-100234</dd>
      <dt>{t('gaia_profile_user_name')}</dt>
      <dd>Tariro Moyo</dd>
    </dl>
  );
}

/** A trigger and its drawer; the story's args are the drawer's props. */
export const DrawerDemo = footedOverlayDemo(Drawer, 'gaia_profile_title', ProfileSummary);

/** The meta the Drawer stories and feature stories share (all but the title). */
export const drawerStoryDefaults = {
  render: (args) => <DrawerDemo {...args} />,
  args: { open: false, title: 'gaia_profile_title', onClose: fn() },
  argTypes: { side: { control: 'inline-radio', options: ['end', 'start'] } },
} satisfies Meta<typeof Drawer>;

/** The my-profile button and the drawer it opens, both named "my profile". */
const MY_PROFILE = /my profile|ملفي الشخصي|الملف/i;
export const drawerSteps = dialogStorySteps({ trigger: MY_PROFILE, name: MY_PROFILE });
