import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useT } from '../provider/GaiaContext';
import { Tabs, type TabDefinition } from './Tabs';

function Body({ text }: { text: string }) {
  return <p style={{ margin: 0 }}>{useT()(text)}</p>;
}

const orderTabs: readonly TabDefinition[] = [
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

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { label: 'gaia_controls_example_orders', items: orderTabs, onChange: fn() },
  argTypes: {
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    items: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    defaultValue: 'open',
    keyboardActivation: 'manual',
    orientation: 'vertical',
    fullWidth: false,
  },
};
