import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { menuStoryDefaults } from '../internal/stories/overlayStoryDefaults';
import { expectTabClosesOntoHelpCentre, openPopupWithEnter } from '../internal/stories/popupSteps';
import { helpCentreButtonAfter } from '../internal/stories/nextTabStop';
import { Menu } from './Menu';

const meta = {
  title: 'Primitives/Menu/Features',
  component: Menu,
  ...menuStoryDefaults,
  args: { ...menuStoryDefaults.args, label: 'gaia_pickers_example_user_menu', onOpenChange: fn() },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const userMenu = /user menu|قائمة المستخدم/i;
const myProfile = /my profile|ملفي الشخصي/i;
const changePassword = /change password|تغيير كلمة المرور/i;
const signOut = /sign out|تسجيل الخروج/i;

/** Keyboard only: Tab to the menu button, open the menu with `key`, and wait for focus on the item named `focused`. */
async function openWithKeyboard(canvas: ReturnType<typeof within>, key: string, focused: RegExp) {
  await userEvent.tab();
  await userEvent.keyboard(key);
  await canvas.findByRole('menu');
  await waitFor(() => expect(canvas.getByRole('menuitem', { name: focused })).toHaveFocus());
}

// F2.14
/** Keyboard only: Enter opens the menu on the first item; arrows move and wrap; Escape returns focus. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: userMenu });
    const menu = await openPopupWithEnter(canvas, button, { role: 'menu', name: userMenu });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: myProfile })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: changePassword })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: signOut })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: myProfile })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: signOut })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Home and End jump to the first and last item; ArrowUp on the button opens on the last item. */
export const HomeEndAndArrowUpOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openWithKeyboard(canvas, '{ArrowUp}', signOut);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('menuitem', { name: myProfile })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: signOut })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

/** Typeahead: typing the start of an item's text moves to it; Enter chooses it and focus returns to the button. */
export const TypeaheadAndChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: userMenu });
    // Typeahead listens inside the menu: type once focus has moved onto its first item.
    await openWithKeyboard(canvas, '{ArrowDown}', myProfile);
    const target = canvas.getByRole('menuitem', { name: signOut });
    await userEvent.keyboard((target.textContent ?? '').slice(0, 3));
    await waitFor(() => expect(target).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('signOut');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Pointer: clicking an item runs its action; disabled items do nothing; an outside press closes the menu. */
export const PointerAndDisabled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: userMenu });
    await userEvent.click(button);
    const help = await canvas.findByRole('menuitem', { name: /help centre|مركز المساعدة/i });
    await expect(help).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(help);
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('menuitem', { name: changePassword }));
    await expect(args.onAction).toHaveBeenCalledWith('password');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await userEvent.click(button);
    await canvas.findByRole('menu');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
  },
};

/** A pointer press opens the menu without moving focus; ArrowDown on the button then moves focus onto the first item. */
export const PointerOpenThenArrowDown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: userMenu });
    await userEvent.click(button);
    await canvas.findByRole('menu');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: myProfile })).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Tab closes the open menu and moves on, as in a native menu. */
export const TabCloses: Story = {
  decorators: [helpCentreButtonAfter],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openWithKeyboard(canvas, '{Enter}', myProfile);
    await expectTabClosesOntoHelpCentre(canvas, 'menu');
  },
};
