import { useQuery } from '@tanstack/react-query';
import { LoadFailed, Spinner, useGaia } from '@gaia/ui';
import { formatLocalDate, shipmentStatusKey, shipmentTimeline } from '@gaia/domain';
import { Rows, Section, SectionTitle, Muted } from '../detail/OrderDetail.styles';
import { Steps, VisuallyHidden } from './AfterSale.styles';
import { shipmentQuery } from './afterSaleQueries';

// F4.5
/**
 * The shipment of a goods order: how it comes (delivery with carrier and tracking number, or
 * pickup at a shop) and its steps in order — done, the latest, and those still to come.
 */
export function ShipmentTimeline({ orderId, headingLevel = 3 }: { orderId: string; /** The heading's level where it is shown (2 on the page, 3 in the detail). */ headingLevel?: 2 | 3 }) {
  const { t, intlLocale, config } = useGaia();
  const track = useQuery(shipmentQuery(orderId));
  const dateTime = (value: number) => formatLocalDate(value, { locale: intlLocale, pattern: config.dateTimeFormat, empty: config.emptyPlaceholder });
  return (
    <Section aria-labelledby={`shipment-${orderId}`}>
      <SectionTitle as={headingLevel === 2 ? 'h2' : 'h3'} id={`shipment-${orderId}`}>{t('gaia_aftersale_shipment')}</SectionTitle>
      {track.isPending ? <Spinner block label="gaia_aftersale_shipment_loading" /> : null}
      {track.isError ? <LoadFailed onRetry={() => void track.refetch()} message="gaia_aftersale_shipment_failed" /> : null}
      {track.data ? (
        <>
          <Rows>
            <dt>{t('gaia_aftersale_method')}</dt>
            <dd>{t(`gaia_aftersale_method_${track.data.deliveryMethod}`)}</dd>
            {track.data.carrier ? (
              <>
                <dt>{t('gaia_aftersale_carrier')}</dt>
                <dd>{track.data.carrier}</dd>
              </>
            ) : null}
            {track.data.trackingNbr ? (
              <>
                <dt>{t('gaia_aftersale_tracking_nbr')}</dt>
                <dd dir="ltr">{track.data.trackingNbr}</dd>
              </>
            ) : null}
          </Rows>
          <Steps aria-label={t('gaia_aftersale_shipment')}>
            {shipmentTimeline(track.data).map((step) => (
              <li key={step.status} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
                <strong>{t(shipmentStatusKey(step.status))}</strong>
                <VisuallyHidden>{` (${t(`gaia_aftersale_step_${step.state}`)})`}</VisuallyHidden>
                {step.event ? <Muted>{dateTime(step.event.time)}</Muted> : null}
                {step.event?.location ? <Muted>{step.event.location}</Muted> : null}
              </li>
            ))}
          </Steps>
        </>
      ) : null}
    </Section>
  );
}
