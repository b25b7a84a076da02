import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="secondary">gaia_pickers_example_more_info</Button>,
    title: 'gaia_pickers_example_popover_title',
    children: 'gaia_pickers_example_popover_body',
    onOpenChange: fn(),
  },
  argTypes: {
    placement: {
      control: 'select',
      options: [
        'bottom-start',
        'bottom',
        'bottom-end',
        'top-start',
        'top',
        'top-end',
        'start',
        'end',
      ],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so the open overlay never takes the page's focus.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  args: { defaultOpen: true, placement: 'bottom-start', showClose: true },
};
