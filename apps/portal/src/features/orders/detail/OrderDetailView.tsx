import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadFailed, OrderCountdown, Spinner, StatusTag, useGaia } from '@gaia/ui';
import { esimActivationCode, isAfterSaleOrder, isPurchaseGoodsOrder, orderBadgeTone, orderDetailKeys, orderReceiptDocId, showEsimQr, showRejectedNotice, type Order } from '@gaia/domain';
import { monotonicClock } from './monotonicClock';
import { orderDetailQuery, orderTimelineQuery } from './orderDetailQueries';
import { Content, Notice, StateTitle } from './OrderDetail.styles';
import { DetailRows, GoodsDetail, PackageComparison, ProcessTimeline } from './OrderDetailSections';
import { ReceiptRow } from './ReceiptRow';

// qrcode.react is fetched only when a completed eSIM order is shown.
const EsimActivation = lazy(() => import('./EsimActivation'));
// The after-sale actions and shipment timeline (F4.5) are fetched only for a completed purchase of goods.
const AfterSaleSection = lazy(() => import('../afterSale/AfterSaleSection'));

/** The state title with its icon (spec 03 §4: R error, E and C complete). */
function StateHeading({ order }: { order: Order }) {
  const { t } = useGaia();
  const ref = useRef<HTMLHeadingElement>(null);
  // Focus moves to the order's heading when it is shown, so a screen reader starts there.
  useEffect(() => ref.current?.focus(), [order.orderId]);
  const tone = orderBadgeTone(order.orderState);
  const tagTone = tone === 'error' ? 'danger' : tone === 'complete' ? 'success' : tone;
  const key = `gaia_orderdetail_state_${order.orderState}`;
  const title = t(key);
  return (
    <StateTitle ref={ref} tabIndex={-1} data-tone={tone}>
      <StatusTag tone={tagTone} label={title === key ? (order.orderStateName ?? order.orderState) : title} />
    </StateTitle>
  );
}

export interface OrderDetailViewProps {
  /** The order shown. */
  order: Order;
  /** Server time minus monotonic device time (ms). */
  serverOffsetMs: number;
}

// F3.15
/**
 * The order's detail: state title with icon, payment countdown (B; at zero the detail and timeline
 * reload), rejected notice (R), package comparison, process timeline, key/value list, the
 * purchased-goods detail with its receipt row (and, once completed, its after-sale actions and
 * shipment timeline, F4.5), and a completed eSIM order's activation QR code.
 */
export function OrderDetailView({ order, serverOffsetMs }: OrderDetailViewProps) {
  const { t } = useGaia();
  const queryClient = useQueryClient();
  const timeline = useQuery(orderTimelineQuery(order.orderId, order.orderNbr));
  const goods = isPurchaseGoodsOrder(order);
  const code = order.orderState === 'C' && showEsimQr(order) ? esimActivationCode(order) : undefined;
  const reload = () => void queryClient.invalidateQueries({ queryKey: orderDetailKeys.detail(order.orderId) });

  return (
    <Content>
      <StateHeading order={order} />
      <OrderCountdown order={order} serverOffsetMs={serverOffsetMs} clock={monotonicClock} onExpire={reload} />
      {showRejectedNotice(order) ? <Notice>{t('gaia_orderdetail_rejected_notice')}</Notice> : null}
      {goods ? <GoodsDetail order={order} /> : <PackageComparison order={order} />}
      {orderReceiptDocId(order) ? <ReceiptRow order={order} /> : null}
      {isAfterSaleOrder(order) ? (
        <Suspense fallback={<Spinner block />}>
          <AfterSaleSection order={order} serverOffsetMs={serverOffsetMs} />
        </Suspense>
      ) : null}
      {code ? (
        <Suspense fallback={<Spinner block />}>
          <EsimActivation order={order} activationCode={code} />
        </Suspense>
      ) : null}
      {timeline.isPending ? <Spinner block label="gaia_orderdetail_timeline_loading" /> : null}
      {timeline.isError ? <LoadFailed onRetry={() => void timeline.refetch()} message="gaia_orderdetail_timeline_failed" /> : null}
      {timeline.data ? <ProcessTimeline steps={timeline.data.processList} /> : null}
      {goods ? null : <DetailRows order={order} />}
    </Content>
  );
}

/** F3.15: loads the order; a spinner after 300 ms, a failure with Try again. */
export function useOrderDetail(orderId: string) {
  return useQuery(orderDetailQuery(orderId));
}

/** The loading and failure states of the detail. */
export function DetailLoadState({ query }: { query: ReturnType<typeof useOrderDetail> }) {
  if (query.isPending) return <Spinner block label="gaia_orderdetail_loading" />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} message="gaia_orderdetail_load_failed" />;
  return null;
}
