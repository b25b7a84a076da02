import type { Meta } from '@storybook/react-vite';
import type { Link } from './Link';

/** The meta the Link stories and feature stories share (all but the title). */
export const linkStoryDefaults = {
  args: { href: '/forgot', children: 'gaia_signin_forgot_link' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'subtle'] },
    as: { control: false },
  },
} satisfies Meta<typeof Link>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const linkPlaygroundArgs = {
  href: 'https://example.com/help',
  children: 'gaia_controls_example_help',
  variant: 'standalone',
} satisfies Meta<typeof Link>['args'];
