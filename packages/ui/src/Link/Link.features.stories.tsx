import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, type LinkAnchorProps } from './Link';
import { linkStoryDefaults } from './Link.fixtures';

const meta = {
  title: 'Primitives/Link/Features',
  component: Link,
  ...linkStoryDefaults,
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An app path renders a plain `<a>`, with no new tab and no rel. */
export const InternalLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: /forgot password|نسيت كلمة المرور/i,
    });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/forgot');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('rel');
  },
};

/** An external address gets rel="noopener noreferrer", opens a new tab, and says so to screen readers. */
export const ExternalLinkIsSafe: Story = {
  args: {
    href: 'https://example.com/help',
    children: 'gaia_controls_example_help',
    rel: 'external',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: /help centre.*new tab|مركز المساعدة.*علامة تبويب جديدة/i,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['external', 'noopener', 'noreferrer']),
    );
  },
};

/** An external address can stay in the same tab; it keeps rel noopener. */
export const ExternalSameTab: Story = {
  args: { href: 'https://example.com/help', children: 'gaia_controls_example_help', newTab: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: /^(help centre|مركز المساعدة)$/i,
    });
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

const navigate = fn();

/** A stand-in for a router's Link: it takes `to` and navigates on click without reloading. */
function RouterLink({
  to,
  onClick,
  children,
  ...rest
}: Omit<LinkAnchorProps, 'href'> & { to: string }) {
  return (
    <a
      {...rest}
      href={to}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
const AppLink = ({ href, ...rest }: LinkAnchorProps) => <RouterLink to={href} {...rest} />;

/** Router-agnostic: the app passes its router's link with `as`; the kit still styles and names it. Enter follows it. */
export const WithRouterLink: Story = {
  args: { as: AppLink, href: '/signIn?t=i' },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', {
      name: /forgot password|نسيت كلمة المرور/i,
    });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/signIn?t=i');
  },
};

/** Links in running text are underlined, so they do not rely on colour alone. */
export const InText: Story = {
  render: (args) => (
    <p>
      <Link {...args} />
      {' · '}
      <Link href="https://example.com/help">gaia_controls_example_help</Link>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links)
      await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};
