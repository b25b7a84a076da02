import type { Meta, StoryObj } from '@storybook/react-vite';
import { UploadControl } from './UploadControl';
import { uploadControlPlaygroundArgs, uploadControlStoryDefaults } from './UploadControl.fixtures';

const meta = {
  title: 'Kit/UploadControl',
  component: UploadControl,
  ...uploadControlStoryDefaults,
} satisfies Meta<typeof UploadControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: uploadControlPlaygroundArgs };
