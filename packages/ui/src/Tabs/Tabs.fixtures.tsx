import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useT } from '../provider/GaiaContext';
import type { TabDefinition, Tabs } from './Tabs';

function Body({ text }: { text: string }) {
  return <p style={{ margin: 0 }}>{useT()(text)}</p>;
}

export const orderTabs: readonly TabDefinition[] = [
  {
    id: 'all',
    label: 'gaia_controls_example_orders_all',
    content: <Body text="gaia_controls_example_orders_all_body" />,
  },
  {
    id: 'open',
    label: 'gaia_controls_example_orders_open',
    content: <Body text="gaia_controls_example_orders_open_body" />,
  },
  {
    id: 'done',
    label: 'gaia_controls_example_orders_done',
    content: <Body text="gaia_controls_example_orders_done_body" />,
  },
];

/** The meta the Tabs stories and feature stories share (all but the title). */
export const tabsStoryDefaults = {
  args: { label: 'gaia_controls_example_orders', items: orderTabs, onChange: fn() },
  argTypes: {
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    items: { control: false },
  },
} satisfies Meta<typeof Tabs>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const tabsPlaygroundArgs = {
  defaultValue: 'open',
  keyboardActivation: 'manual',
  orientation: 'vertical',
  fullWidth: false,
} satisfies Meta<typeof Tabs>['args'];
