import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup, type RadioOption } from './RadioGroup';

const authOptions: readonly RadioOption[] = [
  {
    value: 'face',
    label: 'gaia_controls_example_auth_face',
    hint: 'gaia_controls_example_auth_face_hint',
  },
  {
    value: 'otp',
    label: 'gaia_controls_example_auth_otp',
    hint: 'gaia_controls_example_auth_otp_hint',
  },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'gaia_controls_example_auth_method', options: authOptions, onChange: fn() },
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
