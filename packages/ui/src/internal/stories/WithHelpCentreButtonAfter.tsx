import type { ReactNode } from 'react';
import { Button } from '../../Button/Button';

/**
 * Stories only: an overlay's trigger with a Help centre button after it, the next tab stop, so a
 * play function can check where Tab goes when it leaves the open overlay.
 */
export function WithHelpCentreButtonAfter({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Button variant="ghost">gaia_pickers_example_help_center</Button>
    </>
  );
}
