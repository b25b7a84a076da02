import type { Meta, StoryObj } from '@storybook/react-vite';
import { EsimQrCode } from './EsimQrCode';
import { esimQrCodeStoryDefaults } from './EsimQrCode.fixtures';

const meta = {
  title: 'Kit/EsimQrCode',
  component: EsimQrCode,
  ...esimQrCodeStoryDefaults,
} satisfies Meta<typeof EsimQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { size: 240, headingLevel: 2 },
};
