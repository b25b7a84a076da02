import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs';
import { tabsStoryDefaults } from './Tabs.fixtures';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  ...tabsStoryDefaults,
  argTypes: {
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    items: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    defaultValue: 'open',
    keyboardActivation: 'manual',
    orientation: 'vertical',
    fullWidth: false,
  },
};
