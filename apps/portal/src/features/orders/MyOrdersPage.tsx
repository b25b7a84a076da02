import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { EmptyState, Spinner, useT } from '@gaia/ui';
import { orderListCustomer } from '@gaia/domain';
import { sessionQuery } from '../../app/session';
import { OrderList } from './list/OrderList';
import { Page, Title } from './MyOrders.styles';

/**
 * My Orders at /myOrders (F3.14, F3.16): the signed-in customer's orders, or the empty state when
 * the user has no customer code (spec 03 §6: orders are listed only for a customer).
 */
export default function MyOrdersPage() {
  const t = useT();
  const session = useQuery(sessionQuery);
  if (session.isPending) return <Spinner block />;
  if (session.isError) return <Navigate to="/signIn?t=i" replace />;
  const custId = orderListCustomer(session.data);
  return (
    <Page>
      <Title>{t('gaia_orderlist_title')}</Title>
      {custId ? <OrderList custId={custId} /> : <EmptyState title="gaia_orderlist_no_customer_title" description="gaia_orderlist_no_customer_text" />}
    </Page>
  );
}
