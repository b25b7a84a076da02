import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton } from './CopyButton';
import { copyButtonPlaygroundArgs, copyButtonStoryDefaults } from './CopyButton.fixtures';

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  ...copyButtonStoryDefaults,
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: copyButtonPlaygroundArgs };
