/** Spacing, radii, typography, elevation, motion, layers and breakpoints. */
export const space = { 0: '0', 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.5rem', 6: '2rem', 7: '3rem', 8: '4rem' } as const;

export const radius = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px' } as const;

export const font = {
  family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', Tahoma, sans-serif",
  familyMono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  sizeXs: '0.75rem',
  sizeSm: '0.875rem',
  sizeMd: '1rem',
  sizeLg: '1.125rem',
  sizeXl: '1.5rem',
  size2xl: '2rem',
  weightRegular: '400',
  weightMedium: '500',
  weightBold: '700',
  lineHeight: '1.5',
  lineHeightTight: '1.25',
} as const;

export const elevation = {
  0: 'none',
  1: '0 1px 2px rgba(0,0,0,0.12), 0 1px 3px rgba(0,0,0,0.08)',
  2: '0 4px 12px rgba(0,0,0,0.14)',
  3: '0 12px 32px rgba(0,0,0,0.22)',
} as const;

/** Durations collapse to 0ms under prefers-reduced-motion (see provider/GlobalStyle). */
export const motion = {
  durationFast: '120ms',
  durationBase: '200ms',
  durationSlow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const zIndex = { base: '0', sticky: '100', dropdown: '1000', drawer: '1100', modal: '1200', popover: '1300', toast: '1400', tooltip: '1500' } as const;

/** Web and mobile (/h5) layouts: below `md` the portal uses its mobile layout. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

/** Smallest interactive target: WCAG 2.2 AA asks 24px; we keep 44px for primary touch targets. */
export const target = { min: '24px', comfortable: '44px' } as const;
