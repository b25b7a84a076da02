import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, EmptyState, LoadFailed, Spinner, useT } from '@gaia/ui';
import { canWriteReview, orderListCustomer } from '@gaia/domain';
import { sessionQuery } from '../../../app/session';
import { Page, Title } from '../MyOrders.styles';
import { orderForReviewQuery } from './reviewQuery';
import { Item, Items, Muted, SectionTitle } from './Review.styles';
import { ReviewForm } from './ReviewForm';

// F3.20
/**
 * The review page /h5/evaluationBatch?orderId= for a completed purchased-goods order awaiting its
 * review: the order's items, then stars and remarks; after sending, a thank-you (focused) with the
 * way back to My Orders. An order without a review to write says so.
 */
export default function EvaluationBatchPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  const session = useQuery(sessionQuery);
  const custId = orderListCustomer(session.data);
  const order = useQuery({ ...orderForReviewQuery(custId ?? '', orderId), enabled: Boolean(custId && orderId) });
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (session.isError) return <Navigate to="/signIn?t=i" replace />;
  const back = () => void navigate('/myOrders');
  const backButton = (
    <Button variant="secondary" onClick={back}>
      gaia_orderlist_review_back
    </Button>
  );

  let body;
  if (done) {
    body = (
      <Title ref={doneRef} tabIndex={-1}>
        {t('gaia_orderlist_review_done_title')}
      </Title>
    );
  } else if (!orderId || (session.isSuccess && !custId)) {
    body = <EmptyState title="gaia_orderlist_review_missing" action={backButton} />;
  } else if (session.isPending || order.isPending) {
    body = <Spinner block label="gaia_orderlist_review_loading" />;
  } else if (order.isError) {
    body = <LoadFailed onRetry={() => void order.refetch()} />;
  } else if (!order.data || !canWriteReview(order.data)) {
    body = <EmptyState title="gaia_orderlist_review_not_ratable" action={backButton} />;
  } else {
    const reviewed = order.data;
    body = (
      <>
        <p>{t('gaia_orderlist_review_intro', { orderNbr: reviewed.orderNbr })}</p>
        <section aria-labelledby="review-items">
          <SectionTitle id="review-items">{t('gaia_orderlist_review_items')}</SectionTitle>
          <Items>
            {(reviewed.orderItemList ?? []).map((item, index) => (
              <Item key={`${item.offerCode ?? ''}-${index}`}>
                <span>{item.offerName}</span>
                {(item.skuAttrList ?? []).map((attr) => (
                  <Muted key={attr.attrName}>{`${attr.attrName}: ${attr.attrValueMask}`}</Muted>
                ))}
                <Muted>{t('gaia_kitorders_goods_qty', { qty: item.qty ?? 1 })}</Muted>
              </Item>
            ))}
          </Items>
        </section>
        <ReviewForm order={reviewed} onDone={() => setDone(true)} onCancel={back} />
      </>
    );
  }

  return (
    <Page>
      {done ? null : <Title>{t('gaia_orderlist_review_title')}</Title>}
      {body}
      {done ? backButton : null}
    </Page>
  );
}
