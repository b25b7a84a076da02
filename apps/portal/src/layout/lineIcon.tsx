import type { ReactNode } from 'react';

export interface LineIconProps {
  /** Edge length in CSS pixels. @default the icon's own (see lineIcon) */
  size?: number;
}

/**
 * A line icon drawn inline (a 24-unit grid, round strokes of 2 in the text's colour, after the
 * ISC-licensed Lucide set the kit uses), so the portal needs no icon package of its own. Always
 * decorative: the text beside it names the control or says the news.
 */
export function lineIcon(children: ReactNode, defaultSize = 20) {
  return function LineIcon({ size = defaultSize }: LineIconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {children}
      </svg>
    );
  };
}
