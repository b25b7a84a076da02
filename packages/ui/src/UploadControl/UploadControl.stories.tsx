import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UploadControl } from './UploadControl';

const meta = {
  title: 'Kit/UploadControl',
  component: UploadControl,
  args: {
    label: 'gaia_kitforms_example_upload_label',
    onChange: fn(),
    upload: fn(async (file: File) => ({ code: 200, data: { fileName: file.name, filePath: `/files/${file.name}` } })),
  },
} satisfies Meta<typeof UploadControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    required: true,
    help: 'gaia_kitforms_example_upload_help',
    allowedTypes: ['png', 'jpg', 'pdf'],
    disabled: false,
    hideWhenDisabled: false,
    showAllowedTypes: true,
  },
};
