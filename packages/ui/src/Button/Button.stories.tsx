import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { buttonPlaygroundArgs, buttonStoryDefaults } from './Button.fixtures';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  ...buttonStoryDefaults,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: buttonPlaygroundArgs };
