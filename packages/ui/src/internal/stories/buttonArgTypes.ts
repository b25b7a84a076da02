import type { Meta } from '@storybook/react-vite';
import type { Button } from '../../Button/Button';

/**
 * The controls of a Button's look (variant and size), offered the same way by the Button stories and
 * by the stories of the buttons built on it.
 */
export const buttonLookArgTypes = {
  variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
  size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
} satisfies Meta<typeof Button>['argTypes'];
