import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SignaturePad } from './SignaturePad';
import { drawStroke, inkOf } from './SignaturePad.testing';
import { signaturePadStoryDefaults } from './SignaturePad.fixtures';

const meta = {
  title: 'Kit/SignaturePad/Features',
  component: SignaturePad,
  ...signaturePadStoryDefaults,
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONFIRM = /confirm signature|تأكيد التوقيع/i;
const CLEAR = /^(clear|مسح)$/i;
const UNDO = /^(undo|تراجع)$/i;
const MODIFY = /^(modify|تعديل)$/i;
const CONFIRMED = /signature confirmed|تم تأكيد التوقيع/i;
const NOT_CONFIRMED = /not confirmed yet|لم يتم تأكيد/i;
const EMPTY = /nothing signed yet|لم يتم التوقيع بعد/i;
const PNG = /^data:image\/png;base64,/;

const canvasOf = (root: HTMLElement) => within(root).getByRole('img', { name: /signature drawing area|مساحة رسم التوقيع/i }) as HTMLCanvasElement;

/**
 * The pad as a person meets it: on screen, with its drawing surface sized to its box (set up after
 * the first paint), so a stroke drawn now leaves ink.
 */
async function padReady(pad: HTMLCanvasElement) {
  await waitFor(() => expect(pad).toBeVisible());
  await waitFor(() => expect(pad.width).toBe(Math.round(pad.offsetWidth * Math.max(window.devicePixelRatio || 1, 1))));
}

// F2.16
/**
 * Draw, confirm — which locks the image and hands it out as a PNG data URL — then modify to
 * unlock it. While confirmed, strokes draw nothing and the pad cannot be cleared.
 */
export const DrawConfirmModify: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pad = canvasOf(canvasElement);
    await padReady(pad);
    await expect(canvas.getByRole('button', { name: CONFIRM })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(EMPTY)).toBeInTheDocument();
    await drawStroke(pad, [20, 40], [200, 90]);
    await expect(await canvas.findByText(NOT_CONFIRMED)).toBeInTheDocument();
    await expect(inkOf(pad)).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: CONFIRM }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.stringMatching(PNG));
    await expect(canvas.getByText(CONFIRMED)).toBeInTheDocument();
    const locked = inkOf(pad);
    await drawStroke(pad, [40, 120], [260, 20]);
    await expect(inkOf(pad)).toBe(locked);
    await expect(canvas.getByRole('button', { name: CLEAR })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: MODIFY }));
    await expect(args.onModify).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: CONFIRM })).not.toHaveAttribute('aria-disabled');
    await drawStroke(pad, [40, 120], [260, 20]);
    await expect(inkOf(pad)).toBeGreaterThan(locked);
  },
};

// F2.16
/** Undo removes the last stroke; clear empties the pad. */
export const UndoAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pad = canvasOf(canvasElement);
    await padReady(pad);
    await drawStroke(pad, [20, 30], [220, 30]);
    const one = inkOf(pad);
    await drawStroke(pad, [20, 100], [220, 110]);
    const two = inkOf(pad);
    await expect(two).toBeGreaterThan(one);
    await userEvent.click(canvas.getByRole('button', { name: UNDO }));
    await expect(inkOf(pad)).toBeLessThan(two);
    await expect(inkOf(pad)).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: UNDO }));
    await expect(inkOf(pad)).toBe(0);
    await expect(canvas.getByText(EMPTY)).toBeInTheDocument();
    await drawStroke(pad, [20, 30], [220, 90]);
    await userEvent.click(canvas.getByRole('button', { name: CLEAR }));
    await expect(inkOf(pad)).toBe(0);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(EMPTY)).toBeInTheDocument();
  },
};

function Resizable(args: Parameters<typeof SignaturePad>[0]) {
  const [wide, setWide] = useState(false);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1rem', justifyItems: 'start' }}>
      <button type="button" onClick={() => setWide((value) => !value)}>
        resize
      </button>
      <div data-testid="frame" style={{ inlineSize: wide ? '36rem' : '20rem', maxInlineSize: '100%' }}>
        <SignaturePad {...args} />
      </div>
    </div>
  );
}

// F2.16
/**
 * The backing store follows the container's size times devicePixelRatio (high-DPI screens),
 * and the drawing is redrawn from its stroke data when the container resizes.
 */
export const KeepsDrawingOnResize: Story = {
  render: (args) => <Resizable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pad = canvasOf(canvasElement);
    await padReady(pad);
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    await waitFor(() => expect(pad.width).toBe(Math.round(pad.offsetWidth * ratio)));
    await drawStroke(pad, [20, 40], [200, 90]);
    const before = pad.width;
    await userEvent.click(canvas.getByRole('button', { name: 'resize' }));
    await waitFor(() => expect(pad.width).not.toBe(before));
    await expect(pad.width).toBe(Math.round(pad.offsetWidth * ratio));
    await expect(inkOf(pad)).toBeGreaterThan(0);
    await expect(canvas.getByText(NOT_CONFIRMED)).toBeInTheDocument();
  },
};

// F2.16
/** Touch-action is none on the pad, so the page does not scroll while a finger draws. */
export const NoScrollWhileDrawing: Story = {
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasOf(canvasElement)).touchAction).toBe('none');
  },
};

// F2.16
/**
 * For people who cannot draw, "Type my name" writes the typed name onto the pad in a
 * script-like font; choosing, typing and confirming work with the keyboard alone.
 */
export const TypedNameKeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pad = canvasOf(canvasElement);
    await padReady(pad);
    const draw = canvas.getByRole('radio', { name: /^(draw|رسم)$/i });
    const rtl = getComputedStyle(draw).direction === 'rtl';
    await userEvent.tab();
    await expect(draw).toHaveFocus();
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /type my name|كتابة اسمي/i })).toBeChecked();
    await userEvent.tab();
    const name = canvas.getByRole('textbox', { name: /your full name|اسمك الكامل/i });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('Amina Diallo');
    await expect(inkOf(pad)).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: UNDO })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: CLEAR })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: CONFIRM })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.stringMatching(PNG));
    await expect(canvas.getByText(CONFIRMED)).toBeInTheDocument();
    await expect(name).toHaveAttribute('readonly');
  },
};
