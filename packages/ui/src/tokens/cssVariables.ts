import { lightPalette, type Palette } from './palette';
import { elevation, font, motion, radius, space, target, zIndex } from './scales';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function group(prefix: string, values: Readonly<Record<string | number, string>>) {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [`--gaia-${prefix}-${kebab(String(k))}`, v]));
}

/** Every token as a CSS custom property, for the provider to emit on its root element. */
export function cssVariables(palette: Palette): Record<string, string> {
  return {
    ...group('color', palette as unknown as Record<string, string>),
    ...group('space', space),
    ...group('radius', radius),
    ...group('font', font),
    ...group('elevation', elevation),
    ...group('motion', motion),
    ...group('z', zIndex),
    ...group('target', target),
  };
}

/** Typed references to the custom properties, so components read tokens and never raw values. */
function refs<T extends Readonly<Record<string | number, string>>>(prefix: string, values: T): { [K in keyof T]: string } {
  return Object.fromEntries(Object.keys(values).map((k) => [k, `var(--gaia-${prefix}-${kebab(k)})`])) as { [K in keyof T]: string };
}

export const vars = {
  color: refs('color', lightPalette as unknown as Record<keyof Palette, string>),
  space: refs('space', space),
  radius: refs('radius', radius),
  font: refs('font', font),
  elevation: refs('elevation', elevation),
  motion: refs('motion', motion),
  z: refs('z', zIndex),
  target: refs('target', target),
};
