import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../../Button/Button';
import type { Menu } from '../../Menu/Menu';
import { userMenuItems } from '../../Menu/Menu.examples';
import type { Popover } from '../../Popover/Popover';
import type { Tooltip } from '../../Tooltip/Tooltip';
import { inRoom } from './inRoom';

/*
 * The meta that each overlay primitive's stories and feature stories share (all but the title).
 * Each decorator leaves the room its overlay opens into, so the open overlay is inside the canvas
 * (and inside its screenshot).
 */

/** The `placement` control of a floating overlay's stories: the logical placements worth trying. */
const placementArgTypes = {
  placement: {
    control: 'select',
    options: ['top', 'top-start', 'top-end', 'bottom', 'bottom-start', 'bottom-end', 'start', 'end'],
  },
} satisfies Meta['argTypes'];

/** Popover: a "More information" button opening a titled help panel; room below for the panel. */
export const popoverStoryDefaults = {
  args: {
    trigger: <Button variant="secondary">gaia_pickers_example_more_info</Button>,
    title: 'gaia_pickers_example_popover_title',
    children: 'gaia_pickers_example_popover_body',
    onOpenChange: fn(),
  },
  argTypes: placementArgTypes,
  decorators: [inRoom({ minBlockSize: '16rem' })],
} satisfies Meta<typeof Popover>;

/** Tooltip: a "More information" button with the referral-code help; room on every side, as it may open on any. */
export const tooltipStoryDefaults = {
  args: {
    content: 'gaia_pickers_example_referral_help',
    children: <Button variant="secondary">gaia_pickers_example_more_info</Button>,
  },
  argTypes: placementArgTypes,
  decorators: [inRoom({ display: 'flex', justifyContent: 'center', paddingBlock: '5rem' })],
} satisfies Meta<typeof Tooltip>;

/** Menu: the header user menu, at the end of the line as in the header, with room below for its list. */
export const menuStoryDefaults = {
  args: { items: userMenuItems, onAction: fn() },
  decorators: [inRoom({ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minBlockSize: '20rem' })],
} satisfies Meta<typeof Menu>;
