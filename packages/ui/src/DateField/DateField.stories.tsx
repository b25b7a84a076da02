import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: {
    label: 'gaia_pickers_example_birthday_label',
    minAge: 16,
    maxAge: 99,
    today: '20240615',
    onChange: fn(),
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { required: true, disabled: false, defaultValue: '19900715', error: '', name: 'birthday' },
};
