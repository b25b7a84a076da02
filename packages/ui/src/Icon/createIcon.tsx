import { createElement, type SVGProps } from 'react';

/** A glyph's drawing: its SVG elements with their attributes, on a 24-unit square. */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string | number>>])[];

/** Props of a kit glyph: any SVG attribute, and `size` for its width and height (24 by default). */
export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height, in pixels or any CSS length. */
  size?: number | string;
}

/** Whether the caller named the glyph for assistive technology (then it is not hidden from it). */
function isNamed(props: Omit<IconProps, 'size'>): boolean {
  if (props.children != null) return true;
  return Object.entries(props).some(([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'));
}

/**
 * A glyph component drawn from plain path data, with lucide's outline style and markup (`classes`
 * such as `lucide lucide-x`, a 2-unit round stroke in the current colour): the kit's icons
 * come from this one small renderer instead of lucide-react's component runtime, and an app draws
 * its own glyphs in the same style with it (the drawing as `node`, or as SVG children). A glyph
 * nobody named is hidden from assistive technology.
 *
 * @example
 * const Wallet = createIcon('Wallet', 'app-icon', [['path', { d: 'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15' }]]);
 */
export function createIcon(name: string, classes: string, node: IconNode, defaultSize: number | string = 24) {
  function Glyph({ size = defaultSize, className, children, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={isNamed({ children, ...rest }) ? undefined : 'true'}
        {...rest}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
        {children}
      </svg>
    );
  }
  Glyph.displayName = name;
  return Glyph;
}
