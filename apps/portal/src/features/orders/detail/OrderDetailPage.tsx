import { useSearchParams } from 'react-router';
import { EmptyState, Link, useGaia } from '@gaia/ui';
import { Page, Title } from '../MyOrders.styles';
import { DetailLoadState, OrderDetailView, useOrderDetail } from './OrderDetailView';
import { OrderDetailFooter } from './OrderDetailFooter';

function PageDetail({ orderId }: { orderId: string }) {
  const detail = useOrderDetail(orderId);
  return (
    <>
      <DetailLoadState query={detail} />
      {detail.data ? (
        <>
          <OrderDetailView order={detail.data.order} serverOffsetMs={detail.data.serverOffsetMs} />
          {/* On the page a cancel reloads the detail and timeline (the cache is invalidated after 1.2 s). */}
          <OrderDetailFooter order={detail.data.order} serverOffsetMs={detail.data.serverOffsetMs} layout="mobile" onChanged={() => undefined} />
        </>
      ) : null}
    </>
  );
}

/**
 * Order detail as a page at /h5/orderDetail?orderId= (spec 03 F3.15): the mobile layout's detail,
 * deep-linkable and safe to reload (everything is read from the query and the server).
 */
export default function OrderDetailPage() {
  const { t } = useGaia();
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  return (
    <Page>
      <Title>{t('gaia_orderdetail_title')}</Title>
      {orderId ? <PageDetail key={orderId} orderId={orderId} /> : <EmptyState title="gaia_orderdetail_missing" />}
      <Link href="/myOrders">{t('gaia_orderdetail_back')}</Link>
    </Page>
  );
}
