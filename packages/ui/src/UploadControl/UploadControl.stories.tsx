import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { uploadFile } from '@gaia/domain';
import { UploadControl } from './UploadControl';

const meta = {
  title: 'Kit/UploadControl',
  component: UploadControl,
  args: {
    label: 'gaia_kitforms_example_upload_label',
    onChange: fn(),
    // The host wires the domain flow to its call; here a simulated server answers.
    upload: fn((file: File) => uploadFile(async (sent: File) => ({ code: 200, data: { fileName: sent.name, filePath: `/files/${sent.name}` } }), file)),
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
