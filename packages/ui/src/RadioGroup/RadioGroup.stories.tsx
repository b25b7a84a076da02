import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './RadioGroup';
import { radioGroupPlaygroundArgs, radioGroupStoryDefaults } from './RadioGroup.fixtures';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  ...radioGroupStoryDefaults,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: radioGroupPlaygroundArgs };
