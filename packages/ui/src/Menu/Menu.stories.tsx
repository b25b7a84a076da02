import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleUserRound } from '../internal/icons/glyphs';
import { menuStoryDefaults } from '../internal/stories/overlayStoryDefaults';
import { useT } from '../provider/GaiaContext';
import { Menu } from './Menu';

function UserHeader() {
  const t = useT();
  return (
    <>
      <strong>{t('gaia_pickers_example_user_id', { id: '100200300' })}</strong>
      <span>{t('gaia_pickers_example_individual')}</span>
    </>
  );
}

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  ...menuStoryDefaults,
  args: {
    ...menuStoryDefaults.args,
    label: '100200300',
    icon: <CircleUserRound size={20} aria-hidden="true" />,
    header: <UserHeader />,
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so the open overlay never takes the page's focus.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  args: {
    label: 'gaia_pickers_example_user_menu',
    header: undefined,
    defaultOpen: true,
    placement: 'bottom-end',
  },
};
