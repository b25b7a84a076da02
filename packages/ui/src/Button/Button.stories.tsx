import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buttonLookArgTypes } from '../internal/stories/buttonArgTypes';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'gaia_signin_submit', onClick: fn() },
  argTypes: buttonLookArgTypes,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'secondary', size: 'lg', loading: false, disabled: false, fullWidth: false },
};
