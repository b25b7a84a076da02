import type { Decorator } from '@storybook/react-vite';
import { Button } from '../../Button/Button';

/*
 * Stories only: decorators that put a button after the story's control, the next tab stop, so a
 * play function can check where Tab goes when it leaves the control.
 */

/** An OK button after the control (a radio group, a stepper): Tab leaves the control onto it. */
export const okButtonAfter: Decorator = (Story) => (
  <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
    <Story />
    <Button>gaia_action_ok</Button>
  </div>
);

/** A Help centre button after an overlay's trigger: Tab leaving the open overlay moves on to it. */
export const helpCentreButtonAfter: Decorator = (Story) => (
  <>
    <Story />
    <Button variant="ghost">gaia_pickers_example_help_center</Button>
  </>
);
