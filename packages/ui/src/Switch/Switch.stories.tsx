import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './Switch';
import { switchPlaygroundArgs, switchStoryDefaults } from './Switch.fixtures';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  ...switchStoryDefaults,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: switchPlaygroundArgs };
