import type { Meta, StoryObj } from '@storybook/react-vite';
import { EsimQrCode } from './EsimQrCode';

const meta = {
  title: 'Kit/EsimQrCode',
  component: EsimQrCode,
  args: {
    order: { extData: { esimFlag: 'Y' } },
    activationCode: 'LPA:1$smdp.example.com$K2-1A2B3C-4D5E6F',
  },
  argTypes: {
    size: { control: { type: 'range', min: 96, max: 320, step: 8 } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof EsimQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { size: 240, headingLevel: 2 },
};
