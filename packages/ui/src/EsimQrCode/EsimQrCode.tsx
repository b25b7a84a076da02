import { Suspense, useId } from 'react';
import { showEsimQr, type Order } from '@gaia/domain';
import { CopyButton } from '../CopyButton/CopyButton';
import { lazyWithRetry } from '../LoadFailed/lazyWithRetry';
import { useT } from '../provider/GaiaContext';
import type { QrPictureProps } from './QrPicture';
import { CodeList, EsimHint, EsimRoot, EsimTitle, QrFrame, QrSlot } from './EsimQrCode.styles';

/*
 * The QR encoder loads with the first code shown, its place kept at the code's size meanwhile; should
 * it fail to load (offline), Retry takes its place, and the activation code below stays usable.
 */
const QrPicture = lazyWithRetry<QrPictureProps>(() => import('./QrPicture').then((module) => ({ default: module.QrPicture })));

export interface EsimQrCodeProps {
  /** The order; the code shows only when extData.esimFlag is Y (`showEsimQr`). */
  order: Pick<Order, 'extData'>;
  /** The eSIM activation code, encoded in the QR code and shown as text. */
  activationCode: string;
  /** Title: a message key. @default 'gaia_kitorders_esim_title' */
  title?: string;
  /** Level of the title heading. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Accessible name of the QR image: a message key. @default 'gaia_kitorders_esim_qr' */
  qrLabel?: string;
  /** Size of the QR code in CSS pixels. @default 192 */
  size?: number;
}

// F3.15, B5
/**
 * The eSIM activation QR code of an eSIM order, an image named for assistive technology,
 * with the activation code as text too (and a copy button) for people who cannot scan it. Drawn dark
 * on light in both themes so cameras can read it.
 */
export function EsimQrCode({ order, activationCode, title = 'gaia_kitorders_esim_title', headingLevel = 3, qrLabel = 'gaia_kitorders_esim_qr', size = 192 }: EsimQrCodeProps) {
  const t = useT();
  const titleId = `gaia-esim-${useId()}`;
  if (!showEsimQr(order) || !activationCode) return null;
  return (
    <EsimRoot aria-labelledby={titleId}>
      <EsimTitle as={`h${headingLevel}`} id={titleId}>
        {t(title)}
      </EsimTitle>
      <EsimHint>{t('gaia_kitorders_esim_hint')}</EsimHint>
      <QrFrame>
        <Suspense fallback={<QrSlot aria-hidden="true" style={{ inlineSize: size, blockSize: size }} />}>
          <QrPicture value={activationCode} size={size} label={t(qrLabel)} />
        </Suspense>
      </QrFrame>
      <CodeList>
        <dt>{t('gaia_kitorders_esim_code')}</dt>
        <dd>
          <code>{activationCode}</code>
          <CopyButton text={activationCode} size="sm" />
        </dd>
      </CodeList>
    </EsimRoot>
  );
}
