import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';
import { linkPlaygroundArgs, linkStoryDefaults } from './Link.fixtures';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  ...linkStoryDefaults,
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: linkPlaygroundArgs };
