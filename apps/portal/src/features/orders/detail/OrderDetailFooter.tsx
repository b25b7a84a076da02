import { useNavigate } from 'react-router';
import { Button } from '@gaia/ui';
import { orderDetailFooterActions, orderPaymentCountdown, orderPaymentSearch, type Order, type OrderLayout } from '@gaia/domain';
import { useCancelOrder } from '../list/useCancelOrder';
import { LazyCancelOrderDialog, preloadCancelDialog } from './lazyCancelDialog';
import { monotonicNow } from './monotonicClock';
import { FooterActions } from './OrderDetail.styles';

export interface OrderDetailFooterProps {
  order: Order;
  serverOffsetMs: number;
  /** web: the drawer (the list reloads at page 1 after a cancel); mobile: the page (detail and timeline reload). */
  layout: OrderLayout;
  /** Called 1.2 s after a cancel succeeds. */
  onChanged(): void;
}

// F3.15, F3.16
/**
 * The detail's footer: Cancel (B and V) opens the kit's cancel dialog (loaded on demand); Continue payment (B only,
 * disabled until the countdown has a value) opens the payment-method page with the order's query.
 */
export function OrderDetailFooter({ order, serverOffsetMs, layout, onChanged }: OrderDetailFooterProps) {
  const navigate = useNavigate();
  const cancel = useCancelOrder(layout, onChanged);
  const actions = orderDetailFooterActions(order, orderPaymentCountdown(order, monotonicNow(), serverOffsetMs));
  if (actions.length === 0) return null;
  const payPath = layout === 'mobile' ? '/h5/selectPaymentMethod' : '/selectPaymentMethod';
  return (
    <FooterActions>
      {actions.map((action) =>
        action.action === 'cancel' ? (
          <Button key="cancel" variant="secondary" onClick={() => cancel.open(order)} onPointerEnter={preloadCancelDialog} onFocus={preloadCancelDialog}>
            gaia_orderdetail_cancel
          </Button>
        ) : (
          <Button key="pay" disabled={action.disabled} onClick={() => void navigate(`${payPath}?${orderPaymentSearch(order)}`)}>
            gaia_orderdetail_continue_payment
          </Button>
        ),
      )}
      <LazyCancelOrderDialog open={cancel.order !== undefined} onClose={cancel.close} order={order} onSubmit={cancel.submit} />
    </FooterActions>
  );
}
