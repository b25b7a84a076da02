import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from './Card';
import { cardStoryDefaults } from './Card.fixtures';

const buy = fn();

const meta = {
  title: 'Primitives/Card/Features',
  component: Card,
  ...cardStoryDefaults,
  beforeEach: () => {
    buy.mockClear();
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const MAIN_PLAN = /main plan|الباقة الأساسية/i;

/** An article card is named by its title heading, so screen-reader users can find it by name. */
export const ArticleNamedByTitle: Story = {
  args: { as: 'article', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: MAIN_PLAN });
    await expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(MAIN_PLAN);
  },
};

// F3.4
/** A balance card with a description, header actions and a footer action reached with the keyboard. */
export const HeaderAndFooterActions: Story = {
  args: {
    as: 'section',
    description: 'gaia_feedback_example_data',
    footer: <Button onClick={buy}>gaia_feedback_example_buy_booster</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: MAIN_PLAN })).toHaveTextContent(/mobile data|بيانات الجوال/i);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /buy a booster|شراء باقة إضافية/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(buy).toHaveBeenCalledTimes(1);
  },
};

/** Cards as list items keep the list's semantics (e.g. the order list). */
export const ListOfCards: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: '1rem', padding: 0, margin: 0 }}>
      <Card {...args} as="li" />
      <Card {...args} as="li" title="gaia_feedback_example_data" />
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

/** Elevation comes from the tokens: level 0 is flat, higher levels cast a shadow. */
export const ElevationLevels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' }}>
      {([0, 1, 2, 3] as const).map((level) => (
        <Card key={level} {...args} elevation={level} data-testid={`card-${level}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByTestId('card-0')).boxShadow).toBe('none');
    for (const level of [1, 2, 3]) await expect(getComputedStyle(canvas.getByTestId(`card-${level}`)).boxShadow).not.toBe('none');
  },
};
