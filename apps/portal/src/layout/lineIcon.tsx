import type { ReactNode } from 'react';
import { createIcon } from '@gaia/ui';

export interface LineIconProps {
  /** Edge length in CSS pixels. @default the icon's own (see lineIcon) */
  size?: number;
}

/**
 * A line icon drawn inline in the kit's outline style (its `createIcon`: a 24-unit grid, round
 * strokes of 2 in the text's colour, after the ISC-licensed Lucide set the kit uses), so the portal
 * needs no icon package of its own. Always decorative: the text beside it names the control or
 * says the news.
 */
export function lineIcon(drawing: ReactNode, defaultSize = 20) {
  const Glyph = createIcon('LineIcon', 'gaia-line-icon', [], defaultSize);
  return function LineIcon({ size = defaultSize }: LineIconProps) {
    return (
      <Glyph size={size} aria-hidden="true" focusable="false">
        {drawing}
      </Glyph>
    );
  };
}
