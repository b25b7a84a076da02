import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../internal/stories/keyboardSteps';
import { Pagination } from './Pagination';
import { paginationStoryDefaults } from './Pagination.fixtures';

const meta = {
  title: 'Primitives/Pagination/Features',
  component: Pagination,
  ...paginationStoryDefaults,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const PREVIOUS = /previous page|الصفحة السابقة/i;
const NEXT = /next page|الصفحة التالية/i;
const pageButton = (root: HTMLElement, page: number) =>
  within(root).getByRole('button', { name: new RegExp(`^(page ${page}|الصفحة ${page})$`, 'i') });

// F3.13
/** A named navigation landmark; the current page is marked aria-current="page"; previous is inert on page 1. */
export const LandmarkAndCurrentPage: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: /pagination|ترقيم الصفحات/i });
    await expect(pageButton(nav, 1)).toHaveAttribute('aria-current', 'page');
    await expect(pageButton(nav, 2)).not.toHaveAttribute('aria-current');
    const previous = within(nav).getByRole('button', { name: PREVIOUS });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(nav).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Keyboard only: Tab to Next, Enter twice; the page changes and "Page 3 of 10" is announced politely. */
export const KeyboardNextAndAnnounce: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const next = within(nav).getByRole('button', { name: NEXT });
    await tabTo(next, 10);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenNthCalledWith(1, 2);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, 3);
    await expect(pageButton(nav, 3)).toHaveAttribute('aria-current', 'page');
    const status = within(nav).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(status).toHaveTextContent(/page 3 of 10|الصفحة 3 من 10/i));
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Long ranges keep the first and last pages and the current one with a neighbour each side; gaps become ellipses. */
export const EllipsisForLongRanges: Story = {
  args: { total: 200, defaultValue: 10 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const labels = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(labels).toEqual(['', '1', '9', '10', '11', '20', '']);
    await expect(nav.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
    await userEvent.click(pageButton(nav, 20));
    await expect(pageButton(nav, 20)).toHaveAttribute('aria-current', 'page');
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', '1', '16', '17', '18', '19', '20', '']);
  },
};

/** Controlled: the page comes from the caller, who decides whether to follow the change. */
export const Controlled: Story = {
  args: { value: 4, pageCount: 6 },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(pageButton(nav, 4)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pageButton(nav, 5));
    await expect(args.onChange).toHaveBeenCalledWith(5);
    await expect(pageButton(nav, 4)).toHaveAttribute('aria-current', 'page');
  },
};
