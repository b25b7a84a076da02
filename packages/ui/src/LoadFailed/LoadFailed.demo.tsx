import { Suspense, useState } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { useT } from '../provider/GaiaContext';
import { lazyWithRetry, type LazyWithRetryOptions } from './lazyWithRetry';

/** The piece the stories load on demand: a sentence, or a dialog-like panel with a close button. */
function OrdersLoaded({ onClose }: { onClose?: () => void }) {
  const t = useT();
  return (
    <div role={onClose ? 'dialog' : undefined} aria-label={onClose ? t('gaia_feedback_example_orders_loaded') : undefined}>
      <p>{t('gaia_feedback_example_orders_loaded')}</p>
      {onClose ? <Button onClick={onClose}>gaia_action_close</Button> : null}
    </div>
  );
}

/** A pretend network for one story: while down, every download of the piece fails. */
export interface DemoNetwork {
  up: boolean;
}

/** A piece loaded through lazyWithRetry from the pretend network. */
export function demoPiece(network: DemoNetwork, options?: LazyWithRetryOptions<{ onClose?: () => void }>) {
  return lazyWithRetry<{ onClose?: () => void }>(
    () => (network.up ? Promise.resolve({ default: OrdersLoaded }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    options,
  );
}

/** A field to type into and a button that shows the piece below it, as a screen would. */
export function LazyDemo({ Piece, dialog = false, onClose }: { Piece: ReturnType<typeof demoPiece>; dialog?: boolean; onClose?: () => void }) {
  const [shown, setShown] = useState(false);
  const close = () => {
    setShown(false);
    onClose?.();
  };
  return (
    <div>
      <TextField label="gaia_feedback_example_order_number" />
      <Button onClick={() => setShown(true)}>gaia_feedback_example_load_orders</Button>
      {shown ? (
        <Suspense fallback={null}>
          <Piece onClose={dialog ? close : undefined} />
        </Suspense>
      ) : null}
    </div>
  );
}
