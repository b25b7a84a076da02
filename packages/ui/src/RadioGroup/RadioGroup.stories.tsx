import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './RadioGroup';
import { radioGroupStoryDefaults } from './RadioGroup.fixtures';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  ...radioGroupStoryDefaults,
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    defaultValue: 'otp',
    required: true,
    orientation: 'horizontal',
    disabled: false,
    error: '',
    hint: '',
  },
};
