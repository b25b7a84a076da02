import { Suspense, type ComponentType } from 'react';
import { Spinner } from '@gaia/ui';
import type { AfterSaleActionName, Order } from '@gaia/domain';
import { lazyWithMessages } from '../../../app/lazyWithMessages';

/** The actions that open a form (tracking shows the shipment instead). */
export type AfterSaleFormAction = Exclude<AfterSaleActionName, 'track'>;

interface ActionFormProps {
  order: Order;
}

/*
 * F4.5: the page shows one action's form at a time, so each form (its fields, rules and kit pieces:
 * checkboxes, quantity steppers, radio groups, the remarks) is a chunk of its own, loaded when its
 * action is chosen or about to be (ADR 0025).
 */
// One import() per form for the preload and the form, so a preloaded chunk is the one the page shows.
const loaders = {
  return: () => import('./ReturnForm').then((m) => ({ default: m.ReturnForm })),
  exchange: () => import('./ExchangeForm').then((m) => ({ default: m.ExchangeForm })),
  simChange: () => import('./SimChangeForm').then((m) => ({ default: m.SimChangeForm })),
} satisfies Record<AfterSaleFormAction, unknown>;

const forms: Record<AfterSaleFormAction, ComponentType<ActionFormProps>> = {
  return: lazyWithMessages<ActionFormProps>(loaders.return),
  exchange: lazyWithMessages<ActionFormProps>(loaders.exchange),
  simChange: lazyWithMessages<ActionFormProps>(loaders.simChange),
};

/**
 * The chosen action's form, its code loaded on demand; a failed load offers Retry in its place.
 * While the code loads it shows the spinner the return and exchange forms show while their
 * pre-check loads, so the form takes the same place either way.
 */
export function LazyActionForm({ order, action }: ActionFormProps & { action: AfterSaleFormAction }) {
  const Form = forms[action];
  return (
    <Suspense fallback={<Spinner block label="gaia_aftersale_loading" />}>
      <Form order={order} />
    </Suspense>
  );
}

/** Starts loading an action's form before it is shown; a failure here is ignored (showing it loads it again). */
export function preloadActionForm(action: AfterSaleActionName) {
  if (action === 'track') return;
  loaders[action]().catch(() => undefined);
}
