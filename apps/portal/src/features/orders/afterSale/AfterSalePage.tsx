import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, Link, useGaia } from '@gaia/ui';
import { afterSaleActions, isAfterSaleOrder, parseAfterSaleAction, type AfterSaleActionName, type Order } from '@gaia/domain';
import { Page, Title } from '../MyOrders.styles';
import { orderDetailQuery } from '../detail/orderDetailQueries';
import { AfterSaleActions } from './AfterSaleActions';
import { AfterSaleLoaded } from './AfterSaleLoaded';
import { LazyActionForm, preloadActionForm } from './lazyActionForms';
import { ShipmentTimeline } from './ShipmentTimeline';
import { Note } from './AfterSale.styles';
import { serverNow } from './useServerNow';

/** The chosen action's form or timeline. */
function ActionView({ order, action }: { order: Order; action: AfterSaleActionName }) {
  if (action === 'track') return <ShipmentTimeline orderId={order.orderId} headingLevel={2} />;
  return <LazyActionForm order={order} action={action} />;
}

function OrderAfterSale({ orderId, action }: { orderId: string; action: AfterSaleActionName | undefined }) {
  const detail = useQuery(orderDetailQuery(orderId));
  return <AfterSaleLoaded query={detail}>{({ order, serverOffsetMs }) => <OrderActions order={order} serverOffsetMs={serverOffsetMs} action={action} />}</AfterSaleLoaded>;
}

/** The loaded order's actions: the offered ones, a note when the address asks for one it does not offer, and the chosen one. */
function OrderActions({ order, serverOffsetMs, action }: { order: Order; serverOffsetMs: number; action: AfterSaleActionName | undefined }) {
  const { t } = useGaia();
  if (!isAfterSaleOrder(order)) return <EmptyState title="gaia_aftersale_not_available" />;
  const now = serverNow(serverOffsetMs);
  const offered = action !== undefined && afterSaleActions(order, now).includes(action);
  return (
    <>
      <p>{t('gaia_aftersale_order', { orderNbr: order.orderNbr })}</p>
      <AfterSaleActions order={order} now={now} onIntent={preloadActionForm} {...(offered ? { current: action } : {})} />
      {action && !offered ? <Note role="status">{t(action === 'return' || action === 'exchange' ? 'gaia_aftersale_window_closed' : 'gaia_aftersale_action_unavailable')}</Note> : null}
      {!action ? <Note>{t('gaia_aftersale_choose')}</Note> : null}
      {offered ? <ActionView key={action} order={order} action={action} /> : null}
    </>
  );
}

// F4.5
/**
 * After sale of a completed goods order at /afterSale?orderId=&action=return|exchange|simChange|track:
 * the actions the order offers, and the chosen one — a form (items, reason, remarks, a
 * confirmation) or the shipment timeline. Safe to reload: everything comes from the address and
 * the server; focus moves to the heading when the action changes.
 */
export default function AfterSalePage() {
  const { t } = useGaia();
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  const action = parseAfterSaleAction(params.get('action'));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [action]);
  // The address names the action: its form's code loads beside the order, not after it.
  useEffect(() => {
    if (action) preloadActionForm(action);
  }, [action]);
  return (
    <Page>
      <Title ref={heading} tabIndex={-1}>
        {t(action ? `gaia_aftersale_action_${action}` : 'gaia_aftersale_title')}
      </Title>
      {orderId ? <OrderAfterSale key={orderId} orderId={orderId} action={action} /> : <EmptyState title="gaia_aftersale_missing" />}
      <Link href="/myOrders">{t('gaia_aftersale_back')}</Link>
    </Page>
  );
}
