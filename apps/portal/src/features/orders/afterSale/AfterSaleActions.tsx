import { useNavigate } from 'react-router';
import { Button, useGaia } from '@gaia/ui';
import { afterSaleActions, afterSalePath, type AfterSaleActionName, type Order } from '@gaia/domain';
import { ActionList } from './AfterSale.styles';

export interface AfterSaleActionsProps {
  /** A completed purchase of goods. */
  order: Order;
  /** The server's time now (epoch ms): the return window is judged on it. */
  now: number;
  /** The action shown on the page now (marked as current, not repeated as a way there). */
  current?: AfterSaleActionName;
  /** Called when an action's button is pointed at or focused: the way there is about to be taken. */
  onIntent?: (action: AfterSaleActionName) => void;
}

// F4.5
/** The after-sale actions an order offers (return, exchange, change SIM, track shipment), each opening /afterSale. */
export function AfterSaleActions({ order, now, current, onIntent }: AfterSaleActionsProps) {
  const { t } = useGaia();
  const navigate = useNavigate();
  const actions = afterSaleActions(order, now);
  if (actions.length === 0) return null;
  return (
    <nav aria-label={t('gaia_aftersale_actions')}>
      <ActionList>
        {actions.map((action) => (
          <li key={action}>
            <Button
              variant={action === current ? 'primary' : 'secondary'}
              aria-current={action === current ? 'page' : undefined}
              onClick={() => void navigate(afterSalePath(order.orderId, action))}
              onPointerEnter={onIntent ? () => onIntent(action) : undefined}
              onFocus={onIntent ? () => onIntent(action) : undefined}
            >
              {`gaia_aftersale_action_${action}`}
            </Button>
          </li>
        ))}
      </ActionList>
    </nav>
  );
}
