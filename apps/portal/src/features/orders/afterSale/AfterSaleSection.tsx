import { useGaia } from '@gaia/ui';
import { isAfterSaleOrder, type Order } from '@gaia/domain';
import { Section, SectionTitle } from '../detail/OrderDetail.styles';
import { AfterSaleActions } from './AfterSaleActions';
import { ShipmentTimeline } from './ShipmentTimeline';
import { serverNow } from './useServerNow';

export interface AfterSaleSectionProps {
  order: Order;
  /** Server time minus monotonic device time (ms), from the detail. */
  serverOffsetMs: number;
}

// F4.5 — loaded by the order detail for a completed purchase of goods only.
/** The order detail's after-sale part: the actions the order offers and its shipment timeline. */
export default function AfterSaleSection({ order, serverOffsetMs }: AfterSaleSectionProps) {
  const { t } = useGaia();
  if (!isAfterSaleOrder(order)) return null;
  return (
    <>
      <Section aria-labelledby={`aftersale-${order.orderId}`}>
        <SectionTitle id={`aftersale-${order.orderId}`}>{t('gaia_aftersale_section')}</SectionTitle>
        <AfterSaleActions order={order} now={serverNow(serverOffsetMs)} />
      </Section>
      <ShipmentTimeline orderId={order.orderId} />
    </>
  );
}
