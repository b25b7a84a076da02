import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createIcon } from './createIcon';

const Sim = createIcon('SimIcon', 'app-icon', [['path', { d: 'M6 3h9l4 4v14H6z' }]], 20);

describe("createIcon, an app's own glyph in the kit's outline style", () => {
  it('draws the path data at the default size it was given, hidden from assistive technology', () => {
    const markup = renderToStaticMarkup(createElement(Sim));
    expect(markup).toContain('width="20"');
    expect(markup).toContain('<path d="M6 3h9l4 4v14H6z"></path>');
    expect(markup).toContain('class="app-icon"');
    expect(markup).toContain('aria-hidden="true"');
  });

  it('takes a size, a class and SVG children; a named glyph is not hidden', () => {
    const markup = renderToStaticMarkup(
      createElement(Sim, { size: 32, className: 'large', 'aria-label': 'SIM card' }, createElement('circle', { cx: 12, cy: 12, r: 2 })),
    );
    expect(markup).toContain('width="32"');
    expect(markup).toContain('class="app-icon large"');
    expect(markup).toContain('<circle cx="12" cy="12" r="2"></circle>');
    expect(markup).toContain('aria-label="SIM card"');
    expect(markup).not.toContain('aria-hidden');
  });

  it('draws 24 pixels when no default size is given, as lucide does', () => {
    const Plain = createIcon('Plain', 'app-icon', []);
    expect(renderToStaticMarkup(createElement(Plain))).toContain('width="24"');
  });
});
