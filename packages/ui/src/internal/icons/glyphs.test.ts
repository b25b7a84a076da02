import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import * as glyphs from './glyphs';

type AnyIcon = ComponentType<Record<string, unknown>>;
const entries = Object.entries(glyphs) as [string, AnyIcon][];
const markup = (icon: AnyIcon, props: Record<string, unknown>) => renderToStaticMarkup(createElement(icon, props));
/** lucide-react's component of the same name: the reference drawing. */
function lucideIcon(name: string): AnyIcon {
  const icon = (lucide as unknown as Record<string, AnyIcon | undefined>)[name];
  if (!icon) throw new Error(`lucide-react has no icon ${name}`);
  return icon;
}

// The kit draws lucide's glyphs from their path data (scripts/icons.mjs): the markup must stay
// lucide-react's to the attribute, so every picture, class hook and accessible name is unchanged.
describe("the kit's glyphs", () => {
  it('are the icons the generator lists, each one of lucide-react', () => {
    expect(entries.length).toBeGreaterThan(50);
    for (const [name] of entries) expect(() => lucideIcon(name), name).not.toThrow();
  });

  it.each([
    ['as drawn by default (hidden from assistive technology)', {}],
    ['at another size, stroke and with a class', { size: 18, strokeWidth: 3, className: 'extra' }],
    ['named for assistive technology', { 'aria-label': 'Close', role: 'img' }],
    ['hidden by the caller, with data attributes', { 'aria-hidden': 'true', 'data-added': true }],
  ])('render the same markup as lucide-react: %s', (_, props) => {
    for (const [name, glyph] of entries) {
      expect(markup(glyph, props), name).toBe(markup(lucideIcon(name), props));
    }
  });
});
