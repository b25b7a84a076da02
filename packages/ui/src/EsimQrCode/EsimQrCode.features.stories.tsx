import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EsimQrCode } from './EsimQrCode';
import { ESIM_ACTIVATION_CODE as CODE, esimQrCodeStoryDefaults } from './EsimQrCode.fixtures';


const meta = {
  title: 'Kit/EsimQrCode/Features',
  component: EsimQrCode,
  ...esimQrCodeStoryDefaults,
} satisfies Meta<typeof EsimQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.15, B5
/**
 * An eSIM order (esimFlag Y) shows the activation QR code as a named image, with the
 * activation code as text too, in a region named by its heading.
 */
export const QrWithCodeAsText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: /esim activation|تفعيل الشريحة الإلكترونية/i });
    // The QR encoder loads with the first code shown.
    const image = await within(region).findByRole('img', { name: /qr/i });
    await expect(image.tagName.toLowerCase()).toBe('svg');
    await expect(within(region).getByText(CODE)).toBeInTheDocument();
    await expect(region).toHaveTextContent(/activation code|رمز التفعيل/i);
  },
};

// F3.15
/** Keyboard only: Tab reaches the copy button of the activation code. */
export const KeyboardCopy: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /copy|نسخ/i })).toHaveFocus();
  },
};

// F3.15
/** No QR code unless esimFlag is Y (lower-case y counts too; N and absent do not). */
export const OnlyForEsimOrders: Story = {
  render: (args) => (
    <div>
      <EsimQrCode {...args} order={{ extData: { esimFlag: 'N' } }} />
      <EsimQrCode {...args} order={{}} />
      <EsimQrCode {...args} order={{ extData: { esimFlag: 'y' } }} title="gaia_kitorders_esim_qr" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: /qr/i })).toHaveLength(1);
  },
};
