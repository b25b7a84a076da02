import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectFocusTrappedIn } from '../internal/stories/dialogSteps';
import { Drawer } from './Drawer';
import { drawerSteps, drawerStoryDefaults } from './Drawer.fixtures';

const meta = {
  title: 'Primitives/Drawer/Features',
  component: Drawer,
  ...drawerStoryDefaults,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.15
/** Opened with the keyboard, focus moves in and stays in; Escape closes and focus returns. */
export const KeyboardFocusTrapAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerSteps.openWithKeyboard(canvasElement);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expectFocusTrappedIn(drawer, 4);
    await userEvent.keyboard('{Escape}');
    await drawerSteps.expectClosed(canvasElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

// F3.15
/** 500 wide (never wider than the viewport), against the inline-end edge: right in English, left in Arabic. */
export const InlineEndEdgeRtlAware: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await drawerSteps.openByPress(canvasElement);
    await expect(drawer.style.getPropertyValue('--gaia-drawer-width')).toBe('500px');
    const viewport = document.documentElement.clientWidth;
    const rtl = drawer.closest('[dir]')?.getAttribute('dir') === 'rtl';
    await waitFor(() => {
      const rect = drawer.getBoundingClientRect();
      expect(rect.width).toBeLessThanOrEqual(Math.min(500, viewport));
      if (rtl) expect(Math.round(rect.left)).toBe(0);
      else expect(Math.round(rect.right)).toBe(viewport);
    });
  },
};

/** The close button is labelled by a message key; the mask closes unless `dismissOnMask` is false. */
export const CloseButtonAndMask: Story = {
  args: { dismissOnMask: false },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerSteps.openByPress(canvasElement);
    await userEvent.click(document.querySelector<HTMLElement>('[data-gaia-mask]') as HTMLElement);
    await expect(drawer).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /^(close|إغلاق)$/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
