import { useNavigate } from 'react-router';
import { ResultDialog, useGaia } from '@gaia/ui';
import type { AfterSaleActionName, AfterSaleOrderCreated } from '@gaia/domain';

export interface AfterSaleDoneProps {
  /** The order the request created; the dialog is open while it is set. */
  created: AfterSaleOrderCreated | undefined;
  action: Exclude<AfterSaleActionName, 'track'>;
  onClose(): void;
}

// F4.5
/** The confirmation of a request: its order number, and the way to My Orders where it is listed. */
export function AfterSaleDone({ created, action, onClose }: AfterSaleDoneProps) {
  const { t } = useGaia();
  const navigate = useNavigate();
  const message = action === 'simChange' ? 'gaia_aftersale_done_sim_message' : 'gaia_aftersale_done_message';
  return (
    <ResultDialog
      open={created !== undefined}
      onClose={onClose}
      variant="success"
      title={`gaia_aftersale_done_${action}`}
      message={created ? t(message, { orderNbr: created.orderNbr }) : undefined}
      actionLabel="gaia_aftersale_view_orders"
      onAction={() => void navigate('/myOrders')}
    />
  );
}
