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

const table: CSSProperties = {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: 14,
  margin: '8px 0 24px',
};
const cell: CSSProperties = {
  border: '1px solid #c9ced6',
  padding: '6px 10px',
  textAlign: 'start',
  verticalAlign: 'middle',
};
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

type TokenEntry = readonly [name: string, value: string];

/** A row header with a token's name (or how code refers to it). */
function NameCell({ name }: { name: string }) {
  return (
    <th scope="row" style={cell}>
      <code style={code}>{name}</code>
    </th>
  );
}

/** A cell with a token's raw value. */
function ValueCell({ value }: { value: string }) {
  return (
    <td style={cell}>
      <code style={code}>{value}</code>
    </td>
  );
}

/** How a style refers to a token of `group`: `var(--gaia-<group>-<name>)`. */
const varOf = (group: string) => (name: string) => `var(${cssVar(group, name)})`;

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      style={{
        display: 'inline-block',
        width: 40,
        height: 24,
        borderRadius: 4,
        border: '1px solid #8a919e',
        background: colour,
        verticalAlign: 'middle',
      }}
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
          <NameCell name={token} />
          <ValueCell value={varOf('color')(token)} />
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
        <span
          style={{
            ...sample,
            color: palette[fg],
            fontWeight: 700,
            border: `1px solid ${palette.border}`,
          }}
        >
          Aa
        </span>
      ) : (
        // A border or ring sample: the foreground drawn as a 3px line on the background.
        <span
          aria-hidden="true"
          style={{
            ...sample,
            border: `3px solid ${palette[fg]}`,
            outline: `1px solid ${palette.border}`,
          }}
        />
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
            <NameCell name={foreground} />
            <ValueCell value={background} />
            <td style={cell}>{`${min}:1 (${use === 'text' ? 'text' : 'borders, icons, focus'})`}</td>
            <ContrastCell palette={lightPalette} fg={foreground} bg={background} min={min} use={use} />
            <ContrastCell palette={darkPalette} fg={foreground} bg={background} min={min} use={use} />
          </tr>
        );
      })}
    </Table>
  );
}

/**
 * A table of one token group: a row a token, headed by how code refers to it (`label`), then its
 * value (`valueCell`, by default the raw value) and, when given, a `sample` cell showing it in use.
 */
function TokenTable({
  caption,
  head,
  entries,
  label,
  valueCell = (_name, value) => <ValueCell value={value} />,
  sample,
}: {
  caption: string;
  head: string[];
  entries: readonly TokenEntry[];
  label: (name: string) => string;
  valueCell?: (name: string, value: string) => ReactNode;
  sample?: (value: string, name: string) => ReactNode;
}) {
  return (
    <Table caption={caption} head={head}>
      {entries.map(([name, value]) => (
        <tr key={name}>
          <NameCell name={label(name)} />
          {valueCell(name, value)}
          {sample?.(value, name)}
        </tr>
      ))}
    </Table>
  );
}

/** A scale drawn to size: beside each value, a box styled by it (`draw`). */
function DrawnScale({
  caption,
  group,
  values,
  sampleHead,
  draw,
}: {
  caption: string;
  group: string;
  values: Readonly<Record<string, string>>;
  sampleHead: string;
  draw: (value: string) => CSSProperties;
}) {
  return (
    <TokenTable
      caption={caption}
      head={['Token', 'Value', sampleHead]}
      entries={Object.entries(values)}
      label={varOf(group)}
      sample={(value) => (
        <td style={cell}>
          <span style={{ display: 'inline-block', ...draw(value) }} />
        </td>
      )}
    />
  );
}

/** The spacing scale, drawn to size. */
const drawSpace = (value: string): CSSProperties => ({ width: value === '0' ? 1 : value, height: 12, background: '#0b5cad' });
export const SpaceScale = () => <DrawnScale caption="Spacing" group="space" values={space} sampleHead="Size" draw={drawSpace} />;

/** Corner radii. */
const drawRadius = (value: string): CSSProperties => ({ width: 64, height: 32, borderRadius: value, border: '2px solid #0b5cad', background: '#e3eefa' });
export const RadiusScale = () => <DrawnScale caption="Radii" group="radius" values={radius} sampleHead="Shape" draw={drawRadius} />;

/** Families, sizes, weights and line heights, each shown in use. */
export function TypeScale() {
  const sizes = Object.entries(font).filter(([name]) => name.startsWith('size'));
  const weights = Object.entries(font).filter(([name]) => name.startsWith('weight'));
  const others = Object.entries(font).filter(([name]) => !name.startsWith('size') && !name.startsWith('weight'));
  return (
    <>
      <TokenTable
        caption="Type sizes"
        head={['Token', 'Value', 'Sample (English and Arabic)']}
        entries={sizes}
        label={varOf('font')}
        sample={(value) => (
          <td
            style={{
              ...cell,
              fontFamily: font.family,
              fontSize: value,
              lineHeight: font.lineHeightTight,
            }}
          >
            Your balance <span lang="ar" dir="rtl">رصيدك</span>
          </td>
        )}
      />
      <TokenTable
        caption="Weights"
        head={['Token', 'Value', 'Sample']}
        entries={weights}
        label={varOf('font')}
        sample={(value) => (
          <td style={{ ...cell, fontFamily: font.family, fontWeight: Number(value) }}>
            Sign in <span lang="ar" dir="rtl">تسجيل الدخول</span>
          </td>
        )}
      />
      <TokenTable
        caption="Families and line heights"
        head={['Token', 'Value']}
        entries={others}
        label={varOf('font')}
        valueCell={(name, value) => <td style={{ ...cell, fontFamily: name === 'familyMono' ? font.familyMono : font.family }}>{value}</td>}
      />
    </>
  );
}

/** Shadow depths. */
export function ElevationScale() {
  return (
    <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap', padding: '16px 8px 32px' }}>
      {Object.entries(elevation).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, width: 160 }}>
          <div
            style={{
              height: 80,
              borderRadius: 8,
              background: '#ffffff',
              border: '1px solid #e1e4e8',
              boxShadow: value,
            }}
          />
          <figcaption style={{ fontSize: 13, marginTop: 8 }}>
            <code style={code}>{varOf('elevation')(name)}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Plain name/value tables: motion, layers, targets. */
function ValueTable({ caption, group, values }: { caption: string; group: string; values: Readonly<Record<string, string>> }) {
  return <TokenTable caption={caption} head={['Token', 'Value']} entries={Object.entries(values)} label={varOf(group)} />;
}

export const MotionTable = () => <ValueTable caption="Motion (durations become 0ms under prefers-reduced-motion)" group="motion" values={motion} />;
export const ZIndexTable = () => <ValueTable caption="Layers (z-index)" group="z" values={zIndex} />;
export const TargetTable = () => <ValueTable caption="Target sizes" group="target" values={target} />;

/** Breakpoints are numbers for media queries (not custom properties: CSS cannot use variables in @media). */
export function BreakpointTable() {
  return (
    <TokenTable
      caption="Breakpoints (min-width)"
      head={['Name', 'Value', 'Use']}
      entries={Object.entries(breakpoints).map(([name, value]) => [name, `${value}px`] as const)}
      label={(name) => `breakpoints.${name}`}
      sample={(_value, name) => <td style={cell}>{name === 'md' ? 'Below this the portal uses its mobile (/h5) layout' : ''}</td>}
    />
  );
}
