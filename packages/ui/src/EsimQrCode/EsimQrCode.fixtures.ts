import type { Meta } from '@storybook/react-vite';
import type { EsimQrCode } from './EsimQrCode';

/** The activation code of the stories' eSIM order. */
export const ESIM_ACTIVATION_CODE = 'LPA:1$smdp.example.com$K2-1A2B3C-4D5E6F';

/** The meta the EsimQrCode stories and feature stories share (all but the title). */
export const esimQrCodeStoryDefaults = {
  args: { order: { extData: { esimFlag: 'Y' } }, activationCode: ESIM_ACTIVATION_CODE },
  argTypes: {
    size: { control: { type: 'range', min: 96, max: 320, step: 8 } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof EsimQrCode>;
