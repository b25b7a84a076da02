import { EsimQrCode, useGaia } from '@gaia/ui';
import type { Order } from '@gaia/domain';
import { Section, SectionTitle } from './OrderDetail.styles';

const STEPS = ['gaia_orderdetail_esim_step_1', 'gaia_orderdetail_esim_step_2', 'gaia_orderdetail_esim_step_3'] as const;

// F3.15, B5 — this module (and qrcode.react with it) loads only for a completed eSIM order.
/** The eSIM activation QR code with its manual code and the steps to install it. */
export default function EsimActivation({ order, activationCode }: { order: Order; activationCode: string }) {
  const { t } = useGaia();
  return (
    <>
      <EsimQrCode order={order} activationCode={activationCode} />
      <Section>
        <SectionTitle>{t('gaia_orderdetail_esim_steps')}</SectionTitle>
        <ol>
          {STEPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </Section>
    </>
  );
}
