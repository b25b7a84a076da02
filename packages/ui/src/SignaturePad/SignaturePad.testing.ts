/** Story helpers: draw on the pad with pointer events and measure the ink on the canvas. */

import { nextTask } from '../internal/manualClock';

/**
 * Draws one stroke from `from` to `to` (CSS pixels inside the canvas) as a pen would. The pad draws
 * every point as it arrives (no throttle), so the moves need no spacing in time; what the stroke
 * changed on the page is rendered before this resolves (one turn of the event loop, no sleep).
 */
export async function drawStroke(canvas: HTMLCanvasElement, from: [number, number], to: [number, number], steps = 8) {
  const rect = canvas.getBoundingClientRect();
  const init = (x: number, y: number, buttons: number): PointerEventInit => ({
    clientX: rect.left + x,
    clientY: rect.top + y,
    buttons,
    button: 0,
    pointerId: 7,
    pointerType: 'pen',
    isPrimary: true,
    pressure: buttons ? 0.5 : 0,
    bubbles: true,
    cancelable: true,
  });
  canvas.dispatchEvent(new PointerEvent('pointerdown', init(from[0], from[1], 1)));
  for (let step = 1; step <= steps; step += 1) {
    const x = from[0] + ((to[0] - from[0]) * step) / steps;
    const y = from[1] + ((to[1] - from[1]) * step) / steps;
    canvas.dispatchEvent(new PointerEvent('pointermove', init(x, y, 1)));
  }
  canvas.dispatchEvent(new PointerEvent('pointerup', init(to[0], to[1], 0)));
  await nextTask();
}

/** Number of painted pixels of the canvas backing store. */
export function inkOf(canvas: HTMLCanvasElement): number {
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0 || canvas.height === 0) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let count = 0;
  for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) count += 1;
  return count;
}
