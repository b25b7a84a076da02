import type { CSSProperties, ReactNode } from 'react';
import { contrastRatio, formatContrastRatio, minimumContrast } from '@gaia/domain';
import {
  breakpoints,
  contrastPairs,
  darkPalette,
  elevation,
  font,
  lightPalette,
  motion,
  radius,
  space,
  target,
  zIndex,
  type Palette,
  type PaletteToken,
} from '@gaia/ui';

/**
 * Tables for the Tokens documentation page. They read the token objects of @gaia/ui directly, so the
 * page always shows the values the kit ships (docs only: raw values are the point here).
 */

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const cssVar = (group: string, name: string) => `--gaia-${group}-${kebab(name)}`;

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 14, margin: '8px 0 24px' };
const cell: CSSProperties = { border: '1px solid #c9ced6', padding: '6px 10px', textAlign: 'start', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: font.familyMono, fontSize: 13 };

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <caption style={{ textAlign: 'start', fontWeight: 700, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={{ ...cell, background: '#eef0f3' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      style={{ display: 'inline-block', width: 40, height: 24, borderRadius: 4, border: '1px solid #8a919e', background: colour, verticalAlign: 'middle' }}
    />
  );
}

/** Every colour token with its custom property and its light and dark values. */
export function PaletteTable() {
  const tokens = Object.keys(lightPalette) as PaletteToken[];
  return (
    <Table caption="Colour tokens" head={['Token', 'Custom property', 'Light', 'Dark']}>
      {tokens.map((token) => (
        <tr key={token}>
          <th scope="row" style={cell}>
            <code style={code}>{token}</code>
          </th>
          <td style={cell}>
            <code style={code}>{`var(${cssVar('color', token)})`}</code>
          </td>
          {[lightPalette, darkPalette].map((palette, index) => (
            <td key={index} style={cell}>
              <Swatch colour={palette[token]} label={`${token} ${index === 0 ? 'light' : 'dark'}: ${palette[token]}`} />{' '}
              <code style={code}>{palette[token]}</code>
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

function ContrastCell({ palette, fg, bg, min, use }: { palette: Palette; fg: PaletteToken; bg: PaletteToken; min: number; use: 'text' | 'nonText' }) {
  const ratio = contrastRatio(palette[fg], palette[bg]);
  const pass = ratio >= min;
  const sample: CSSProperties = {
    display: 'inline-block',
    minWidth: 44,
    height: 26,
    padding: '2px 8px',
    marginInlineEnd: 8,
    borderRadius: 4,
    background: palette[bg],
    verticalAlign: 'middle',
    textAlign: 'center',
  };
  return (
    <td style={cell}>
      {use === 'text' ? (
        <span style={{ ...sample, color: palette[fg], fontWeight: 700, border: `1px solid ${palette.border}` }}>Aa</span>
      ) : (
        // A border or ring sample: the foreground drawn as a 3px line on the background.
        <span aria-hidden="true" style={{ ...sample, border: `3px solid ${palette[fg]}`, outline: `1px solid ${palette.border}` }} />
      )}
      <code style={code}>{formatContrastRatio(ratio)}</code> {pass ? '✓ pass' : '✗ fail'}
    </td>
  );
}

/** Every pair the kit paints, with its ratio in both palettes and the WCAG 2.2 AA minimum it must meet. */
export function ContrastTable() {
  return (
    <Table caption="Contrast of the pairs the kit paints (checked by packages/ui/src/tokens/palette.test.ts)" head={['Foreground', 'Background', 'Minimum', 'Light', 'Dark']}>
      {contrastPairs.map(({ foreground, background, use }) => {
        const min = minimumContrast(use === 'text' ? 'text' : 'nonText');
        return (
          <tr key={`${foreground}-${background}`}>
            <th scope="row" style={cell}>
              <code style={code}>{foreground}</code>
            </th>
            <td style={cell}>
              <code style={code}>{background}</code>
            </td>
            <td style={cell}>{`${min}:1 (${use === 'text' ? 'text' : 'borders, icons, focus'})`}</td>
            <ContrastCell palette={lightPalette} fg={foreground} bg={background} min={min} use={use} />
            <ContrastCell palette={darkPalette} fg={foreground} bg={background} min={min} use={use} />
          </tr>
        );
      })}
    </Table>
  );
}

/** The spacing scale, drawn to size. */
export function SpaceScale() {
  return (
    <Table caption="Spacing" head={['Token', 'Value', 'Size']}>
      {Object.entries(space).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code style={code}>{`var(${cssVar('space', name)})`}</code>
          </th>
          <td style={cell}>
            <code style={code}>{value}</code>
          </td>
          <td style={cell}>
            <span style={{ display: 'inline-block', width: value === '0' ? 1 : value, height: 12, background: '#0b5cad' }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Corner radii. */
export function RadiusScale() {
  return (
    <Table caption="Radii" head={['Token', 'Value', 'Shape']}>
      {Object.entries(radius).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code style={code}>{`var(${cssVar('radius', name)})`}</code>
          </th>
          <td style={cell}>
            <code style={code}>{value}</code>
          </td>
          <td style={cell}>
            <span style={{ display: 'inline-block', width: 64, height: 32, borderRadius: value, border: '2px solid #0b5cad', background: '#e3eefa' }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Families, sizes, weights and line heights, each shown in use. */
export function TypeScale() {
  const sizes = Object.entries(font).filter(([name]) => name.startsWith('size'));
  const weights = Object.entries(font).filter(([name]) => name.startsWith('weight'));
  const others = Object.entries(font).filter(([name]) => !name.startsWith('size') && !name.startsWith('weight'));
  return (
    <>
      <Table caption="Type sizes" head={['Token', 'Value', 'Sample (English and Arabic)']}>
        {sizes.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              <code style={code}>{`var(${cssVar('font', name)})`}</code>
            </th>
            <td style={cell}>
              <code style={code}>{value}</code>
            </td>
            <td style={{ ...cell, fontFamily: font.family, fontSize: value, lineHeight: font.lineHeightTight }}>
              Your balance <span lang="ar" dir="rtl">رصيدك</span>
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Weights" head={['Token', 'Value', 'Sample']}>
        {weights.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              <code style={code}>{`var(${cssVar('font', name)})`}</code>
            </th>
            <td style={cell}>
              <code style={code}>{value}</code>
            </td>
            <td style={{ ...cell, fontFamily: font.family, fontWeight: Number(value) }}>
              Sign in <span lang="ar" dir="rtl">تسجيل الدخول</span>
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Families and line heights" head={['Token', 'Value']}>
        {others.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              <code style={code}>{`var(${cssVar('font', name)})`}</code>
            </th>
            <td style={{ ...cell, fontFamily: name === 'familyMono' ? font.familyMono : font.family }}>{value}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** Shadow depths. */
export function ElevationScale() {
  return (
    <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap', padding: '16px 8px 32px' }}>
      {Object.entries(elevation).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, width: 160 }}>
          <div style={{ height: 80, borderRadius: 8, background: '#ffffff', border: '1px solid #e1e4e8', boxShadow: value }} />
          <figcaption style={{ fontSize: 13, marginTop: 8 }}>
            <code style={code}>{`var(${cssVar('elevation', name)})`}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Plain name/value tables: motion, layers, targets. */
function ValueTable({ caption, group, values }: { caption: string; group: string; values: Readonly<Record<string, string>> }) {
  return (
    <Table caption={caption} head={['Token', 'Value']}>
      {Object.entries(values).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code style={code}>{`var(${cssVar(group, name)})`}</code>
          </th>
          <td style={cell}>
            <code style={code}>{value}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}

export const MotionTable = () => <ValueTable caption="Motion (durations become 0ms under prefers-reduced-motion)" group="motion" values={motion} />;
export const ZIndexTable = () => <ValueTable caption="Layers (z-index)" group="z" values={zIndex} />;
export const TargetTable = () => <ValueTable caption="Target sizes" group="target" values={target} />;

/** Breakpoints are numbers for media queries (not custom properties: CSS cannot use variables in @media). */
export function BreakpointTable() {
  return (
    <Table caption="Breakpoints (min-width)" head={['Name', 'Value', 'Use']}>
      {Object.entries(breakpoints).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code style={code}>{`breakpoints.${name}`}</code>
          </th>
          <td style={cell}>
            <code style={code}>{`${value}px`}</code>
          </td>
          <td style={cell}>{name === 'md' ? 'Below this the portal uses its mobile (/h5) layout' : ''}</td>
        </tr>
      ))}
    </Table>
  );
}
