import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from './DateField';
import { dateFieldStoryDefaults } from './DateField.fixtures';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  ...dateFieldStoryDefaults,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { required: true, disabled: false, defaultValue: '19900715', error: '', name: 'birthday' },
};
