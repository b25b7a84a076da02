import { useCallback, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CancelOrderDialog, EmptyState, LoadFailed, OrderCard, Pagination, RateOrderDialog, Spinner, useT } from '@gaia/ui';
import { orderListPageCount, type Order } from '@gaia/domain';
import { appHost } from '../../../app/nativeHost';
import { Footer, ListTitle, Orders } from '../MyOrders.styles';
import { orderListQuery } from '../orderQueries';
import { useOrderLayout } from '../useOrderLayout';
import { OrderDetailOpener, hasDetailDrawer } from './OrderDetailOpener';
import { PaymentCheckDialog } from './PaymentCheckDialog';
import { useCancelOrder } from './useCancelOrder';
import { usePaymentCheck } from './usePaymentCheck';
import { useRateOrder } from './useRateOrder';

/** What a closed dialog is given, so it keeps a valid order while it closes. */
const NO_ORDER: Pick<Order, 'orderId' | 'orderNbr'> = { orderId: '', orderNbr: '' };

export interface OrderListProps {
  /** The signed-in customer's id (custId) whose orders are listed. */
  custId: string;
}

// F3.14, F3.16
/**
 * The customer's orders, a page at a time: web or mobile cards with their buttons by state, the
 * empty state, pagination, and the actions — Continue (native hand-off, else onboarding), Payment
 * (the payment check), Detail (drawer on web, /h5/orderDetail on mobile), Cancel and Write review.
 * Spinners appear after 300 ms.
 */
export function OrderList({ custId }: OrderListProps) {
  const t = useT();
  const layout = useOrderLayout();
  const navigate = useNavigate();
  const listTitleId = useId();
  const [page, setPage] = useState(1);
  const [detailId, setDetailId] = useState<string>();
  const list = useQuery(orderListQuery(custId, page));
  const firstPage = useCallback(() => setPage(1), []);
  const cancel = useCancelOrder(layout, firstPage);
  const rate = useRateOrder();
  const payment = usePaymentCheck(layout);

  const openDetail = (order: Order) => {
    if (layout === 'web' && hasDetailDrawer) setDetailId(order.orderId);
    else void navigate(`/h5/orderDetail?orderId=${encodeURIComponent(order.orderId)}`);
  };
  // Without a native host, the browser fallback reopens onboarding at step 2 (continueOrderPlan).
  const continueOrder = (order: Order) => appHost.handOffOrder(order);

  if (list.isPending) return <Spinner block label="gaia_orderlist_loading" />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} message="gaia_orderlist_load_failed" />;
  const orders = list.data.orderList;
  if (orders.length === 0) return <EmptyState title="gaia_orderlist_empty_title" description="gaia_orderlist_empty_text" />;

  return (
    <>
      {/* The outline: page title (h1), the list (h2), each order (h3) and its sections (h4). */}
      <ListTitle id={listTitleId}>{t('gaia_orderlist_list_label')}</ListTitle>
      <Orders aria-labelledby={listTitleId} aria-busy={list.isPlaceholderData || undefined}>
        {orders.map((order) => (
          <OrderCard
            key={order.orderId}
            as="li"
            headingLevel={3}
            order={order}
            layout={layout}
            onContinue={continueOrder}
            onPayment={payment.check}
            onDetail={openDetail}
            onCancel={cancel.open}
            onWriteReview={rate.open}
          />
        ))}
      </Orders>
      <Footer>
        {list.isPlaceholderData ? <Spinner label="gaia_orderlist_loading" /> : null}
        <Pagination value={page} onChange={setPage} pageCount={orderListPageCount(list.data)} hideOnSinglePage label="gaia_orderlist_pagination" disabled={list.isPlaceholderData} />
      </Footer>
      <CancelOrderDialog open={cancel.order !== undefined} onClose={cancel.close} order={cancel.order ?? NO_ORDER} onSubmit={cancel.submit} />
      <RateOrderDialog open={rate.order !== undefined} onClose={rate.close} order={rate.order ?? NO_ORDER} onSubmit={rate.submit} />
      <PaymentCheckDialog dialog={payment.dialog} onClose={payment.closeDialog} />
      {detailId ? <OrderDetailOpener orderId={detailId} onClose={() => setDetailId(undefined)} onChanged={() => void list.refetch()} /> : null}
    </>
  );
}
