import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { useT } from '../provider/GaiaContext';
import { Card } from './Card';

function Body() {
  const t = useT();
  return <p style={{ margin: 0 }}>{t('gaia_feedback_example_main_plan_body')}</p>;
}

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { title: 'gaia_feedback_example_main_plan', children: <Body /> },
  argTypes: {
    // Content, not a setting: no control (it would show the element's source).
    children: { control: false },
    as: { control: 'inline-radio', options: ['div', 'section', 'article', 'li'] },
    elevation: { control: 'inline-radio', options: [0, 1, 2, 3] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['default', 'danger'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    as: 'article',
    description: 'gaia_feedback_example_data',
    elevation: 2,
    padding: 'lg',
    footer: <Button onClick={fn()}>gaia_feedback_example_buy_booster</Button>,
  },
};
