import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './FieldError';

const meta = {
  title: 'Primitives/FieldError',
  component: FieldError,
  args: { children: 'gaia_validation_password_required' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { children: 'gaia_lb_user_login_mobile_email_regerror' } };
