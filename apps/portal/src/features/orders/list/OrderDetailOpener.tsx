import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@gaia/ui';

/** The contract of the detail drawer (features/orders/detail/OrderDetailDrawer.tsx, F3.15). */
export interface OrderDetailDrawerProps {
  orderId: string;
  onClose(): void;
  onChanged(): void;
}

type DrawerModule = { default: ComponentType<OrderDetailDrawerProps> };

/*
 * The drawer is the detail area's module, loaded only when a Detail button is pressed. The glob is
 * empty until that module exists: then Detail opens the detail page instead, which is also how
 * the mobile layout opens it.
 */
const drawerModules = import.meta.glob<DrawerModule>('../detail/OrderDetailDrawer.tsx');
const loadDrawer = Object.values(drawerModules)[0];
// lazy() fetches nothing until the drawer first renders.
const Drawer = loadDrawer ? lazy(loadDrawer) : undefined;

/** Whether the web detail drawer is available (else Detail goes to /h5/orderDetail). */
export const hasDetailDrawer = Drawer !== undefined;

// F3.15 (opened from the list, F3.14)
/** The order detail drawer of the web layout, fetched on first use; a spinner after 300 ms meanwhile. */
export function OrderDetailOpener(props: OrderDetailDrawerProps) {
  if (!Drawer) return null;
  return (
    <Suspense fallback={<Spinner block />}>
      <Drawer {...props} />
    </Suspense>
  );
}
