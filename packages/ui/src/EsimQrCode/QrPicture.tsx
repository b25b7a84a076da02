import { QRCodeSVG } from 'qrcode.react';
import { lightPalette } from '../tokens/palette';

export interface QrPictureProps {
  /** What the code encodes. */
  value: string;
  /** Width and height in CSS pixels. */
  size: number;
  /** The image's accessible name (already translated). */
  label: string;
}

/**
 * The QR code itself, drawn by qrcode.react dark on light in both themes, so cameras can read it.
 * Its own chunk: EsimQrCode loads the encoder (about 6 kB gzip) when it shows a code.
 */
export function QrPicture({ value, size, label }: QrPictureProps) {
  return <QRCodeSVG value={value} size={size} marginSize={2} fgColor={lightPalette.text} bgColor={lightPalette.surface} role="img" aria-label={label} />;
}
