import type { ReactNode } from 'react';
import { Button } from '../../Button/Button';

/**
 * Stories only: the story's control with an OK button after it, the next tab stop, so a play
 * function can check that Tab leaves the control.
 */
export function WithOkButtonAfter({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      {children}
      <Button>gaia_action_ok</Button>
    </div>
  );
}
