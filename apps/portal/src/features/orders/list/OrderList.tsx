import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EmptyState, LoadFailed, OrderCard, Pagination, Spinner, useT } from '@gaia/ui';
import { orderListPageCount, type Order } from '@gaia/domain';
import { appHost } from '../../../app/nativeHost';
import { Footer, ListTitle, Orders } from '../MyOrders.styles';
import { orderListQuery } from '../orderQueries';
import { useOrderLayout } from '../useOrderLayout';
import { OrderDetailOpener, hasDetailDrawer } from './OrderDetailOpener';
import { useCancelOrder } from './useCancelOrder';
import { usePaymentCheck } from './usePaymentCheck';
import { useRateOrder } from './useRateOrder';

const OrderActionDialogs = lazy(() => import('./OrderActionDialogs'));

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
  // Once a dialog has been wanted its chunk stays mounted, so dialogs close with their animation.
  const dialogWanted = cancel.order !== undefined || rate.order !== undefined || payment.dialog !== undefined;
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  if (dialogWanted && !dialogsLoaded) setDialogsLoaded(true);

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
        {payment.checking ? <Spinner label="gaia_orderlist_checking" showLabel /> : null}
        <Pagination value={page} onChange={setPage} pageCount={orderListPageCount(list.data)} hideOnSinglePage label="gaia_orderlist_pagination" disabled={list.isPlaceholderData} />
      </Footer>
      {dialogsLoaded ? (
        <Suspense fallback={<Spinner />}>
          <OrderActionDialogs
            cancelOrder={cancel.order}
            onCloseCancel={cancel.close}
            onSubmitCancel={cancel.submit}
            rateOrder={rate.order}
            onCloseRate={rate.close}
            onSubmitRate={rate.submit}
            checkDialog={payment.dialog}
            onCloseCheck={payment.closeDialog}
          />
        </Suspense>
      ) : null}
      {detailId ? <OrderDetailOpener orderId={detailId} onClose={() => setDetailId(undefined)} onChanged={() => void list.refetch()} /> : null}
    </>
  );
}
