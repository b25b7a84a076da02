import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';
import { cardPlaygroundArgs, cardStoryDefaults } from './Card.fixtures';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  ...cardStoryDefaults,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: cardPlaygroundArgs };
