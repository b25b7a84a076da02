import { Drawer } from '@gaia/ui';
import { DetailLoadState, OrderDetailView, useOrderDetail } from './OrderDetailView';
import { OrderDetailFooter } from './OrderDetailFooter';

export interface OrderDetailDrawerProps {
  /** The order shown. */
  orderId: string;
  /** Called when the drawer closes (Escape, close button, mask). */
  onClose(): void;
  /** Called when the order changed (after a cancel): the list reloads at page 1. */
  onChanged(): void;
}

// F3.15 — loaded on demand by the list's Detail button (list/OrderDetailOpener.tsx).
/** The order detail in the web layout: a drawer 500 wide from the inline end. */
export default function OrderDetailDrawer({ orderId, onClose, onChanged }: OrderDetailDrawerProps) {
  const detail = useOrderDetail(orderId);
  return (
    <Drawer
      open
      onClose={onClose}
      title="gaia_orderdetail_title"
      footer={detail.data ? <OrderDetailFooter order={detail.data.order} serverOffsetMs={detail.data.serverOffsetMs} layout="web" onChanged={onChanged} /> : undefined}
    >
      <DetailLoadState query={detail} />
      {detail.data ? <OrderDetailView order={detail.data.order} serverOffsetMs={detail.data.serverOffsetMs} /> : null}
    </Drawer>
  );
}
