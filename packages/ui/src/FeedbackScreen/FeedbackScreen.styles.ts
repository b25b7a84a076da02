import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';
import { centredColumn, spacedColumn } from '../internal/styles/stack';
import { titleText } from '../internal/styles/titleText';
import { toneFills } from '../internal/styles/tone';
import { breakpoints } from '../tokens/scales';

/** Fills the page's content area and centres the outcome in it. */
export const Screen = styled.section`
  ${centredColumn(4)}
  justify-content: center;
  min-block-size: 60vh;
  padding-block: var(--gaia-space-7);
  padding-inline: var(--gaia-space-4);
  text-align: center;
  color: var(--gaia-color-text);
`;

/** The variant's icon on a tinted disc; the title's words carry the meaning, never colour alone. */
export const IconDisc = styled.span`
  ${centredContent}
  inline-size: calc(var(--gaia-space-8) * 1.5);
  block-size: calc(var(--gaia-space-8) * 1.5);
  border-radius: var(--gaia-radius-pill);

  ${toneFills('data-variant', { success: 'success', error: 'danger', info: 'info' })}
`;

export const Title = styled.h1`
  ${titleText('xl')}
  max-inline-size: 32ch;

  /* Focused by the screen (tabindex -1) to be announced; it is not a control, so no ring. */
  &:focus {
    outline: none;
  }
`;

export const Description = styled.p`
  margin: 0;
  max-inline-size: 48ch;
  color: var(--gaia-color-text-muted);
`;

export const Extra = styled.div`
  inline-size: 100%;
  max-inline-size: 32rem;
`;

/** Primary then secondary, stacked full width on a phone, side by side from the small breakpoint. */
export const Actions = styled.div`
  ${spacedColumn(2)}
  inline-size: 100%;
  max-inline-size: 20rem;
  margin-block-start: var(--gaia-space-2);

  @media (min-width: ${breakpoints.sm}px) {
    flex-direction: row;
    justify-content: center;
    max-inline-size: none;
  }
`;
