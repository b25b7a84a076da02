import styled from 'styled-components';
import { meterNote, meterTrack } from '../internal/styles/meterParts';
import { centredRow } from '../internal/styles/row';
import { spacedStack, unstyledList } from '../internal/styles/stack';

export { GroupLabel as Title } from '../internal/FieldParts.styles';
export { MeterFigure as Left, MeterHeader as Header } from '../internal/MeterParts.styles';

export const Root = styled.div`
  ${spacedStack(2)}
`;

/** The bar: segments from the inline start (so right to left in Arabic), what is left stays empty. */
export const Track = styled.div`
  display: flex;
  ${meterTrack}
  block-size: var(--gaia-space-4);
  border-radius: var(--gaia-radius-sm);
`;

/**
 * A segment's colour and texture, shared by the bar and the legend's swatch: colour alone never
 * tells the lines apart (solid, diagonal stripes, dots, vertical stripes, cross-hatch).
 */
const patterns = `
  &[data-pattern='0'] {
    background: var(--gaia-color-primary);
  }
  &[data-pattern='1'] {
    background: repeating-linear-gradient(
      45deg,
      var(--gaia-color-success) 0 var(--gaia-space-1),
      var(--gaia-color-surface) var(--gaia-space-1) calc(var(--gaia-space-1) * 1.5)
    );
  }
  &[data-pattern='2'] {
    background-color: var(--gaia-color-warning);
    background-image: radial-gradient(circle, var(--gaia-color-surface) 30%, transparent 32%);
    background-size: var(--gaia-space-2) var(--gaia-space-2);
  }
  &[data-pattern='3'] {
    background: repeating-linear-gradient(
      90deg,
      var(--gaia-color-text-muted) 0 var(--gaia-space-1),
      var(--gaia-color-surface) var(--gaia-space-1) calc(var(--gaia-space-1) * 1.5)
    );
  }
  &[data-pattern='4'] {
    background-color: var(--gaia-color-danger);
    background-image:
      repeating-linear-gradient(45deg, var(--gaia-color-surface) 0 1px, transparent 1px var(--gaia-space-1)),
      repeating-linear-gradient(-45deg, var(--gaia-color-surface) 0 1px, transparent 1px var(--gaia-space-1));
  }
  &[data-pattern='remaining'] {
    background: var(--gaia-color-surface-sunken);
  }
`;

/** One line's share; a separator in the surface colour ends it, so neighbours never merge. */
export const Segment = styled.span`
  flex: none;
  block-size: 100%;
  inline-size: var(--gaia-segment-share, 0%);
  box-sizing: border-box;
  border-inline-end: var(--gaia-space-1) solid var(--gaia-color-surface);
  transition: inline-size var(--gaia-motion-duration-slow) var(--gaia-motion-easing);
  ${patterns}

  &:last-child[data-full] {
    border-inline-end: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const LegendList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: var(--gaia-space-2) var(--gaia-space-4);
  ${unstyledList}
`;

export const LegendItem = styled.li`
  ${centredRow(2)}
  min-inline-size: 0;
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);
`;

export const Swatch = styled.span`
  flex: none;
  inline-size: var(--gaia-space-5);
  block-size: var(--gaia-space-4);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-sm);
  ${patterns}
`;

export const LegendName = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const LegendDetail = styled.bdi`
  color: var(--gaia-color-text-muted);
  margin-inline-start: var(--gaia-space-1);
`;

export const LegendAmount = styled.span`
  flex: none;
  font-weight: var(--gaia-font-weight-medium);
  font-variant-numeric: tabular-nums;
`;

export const Note = styled.p`
  ${meterNote}
  & svg {
    color: var(--gaia-color-danger);
  }
`;
