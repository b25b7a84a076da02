import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs';
import { tabsPlaygroundArgs, tabsStoryDefaults } from './Tabs.fixtures';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  ...tabsStoryDefaults,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: tabsPlaygroundArgs };
