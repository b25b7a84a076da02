import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { uploadFile } from '@gaia/domain';
import type { UploadControl } from './UploadControl';

/** The meta of the UploadControl stories (all but the title). */
export const uploadControlStoryDefaults = {
  args: {
    label: 'gaia_kitforms_example_upload_label',
    onChange: fn(),
    // The host wires the domain flow to its call; here a simulated server answers.
    upload: fn((file: File) => uploadFile(async (sent: File) => ({ code: 200, data: { fileName: sent.name, filePath: `/files/${sent.name}` } }), file)),
  },
} satisfies Meta<typeof UploadControl>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const uploadControlPlaygroundArgs = {
  required: true,
  help: 'gaia_kitforms_example_upload_help',
  allowedTypes: ['png', 'jpg', 'pdf'],
  disabled: false,
  hideWhenDisabled: false,
  showAllowedTypes: true,
} satisfies Meta<typeof UploadControl>['args'];
