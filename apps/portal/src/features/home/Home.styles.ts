import styled from 'styled-components';
import { PartHeading } from '../../layout/page/headings.styles';
import { topAlignedColumnsFrom } from '../../layout/page/frame.styles';
import { columnStack, shrinkableColumn, spreadHeaderRow, visuallyHidden, wrappingRow } from '../../layout/page/stack.styles';
import { raisedCard } from '../../layout/page/surface.styles';
import { MutedText } from '../../layout/page/text.styles';

/** The home's columns: lines and the subscriber card first, balances beside them on wide screens. */
export const HomeGrid = styled.div`
  grid-template-columns: minmax(0, 1fr);
  ${topAlignedColumnsFrom('64rem', 'minmax(0, 2fr) minmax(0, 3fr)', 5)}
`;

export const Column = styled.div`
  ${shrinkableColumn(5)}
`;

export const Section = styled.section`
  ${columnStack(4)}
  ${raisedCard()}
`;

export const SectionHeader = styled.div`
  ${spreadHeaderRow(2, 3)}
`;

export const SectionTitle = PartHeading;

export const Muted = MutedText;

/** The search row: the field grows, the button keeps its size and sits on the field's line. */
export const SearchRow = styled.form`
  ${wrappingRow(3)}
  align-items: flex-start;

  & > :first-child {
    flex: 1 1 14rem;
    min-inline-size: 0;
  }

  & > button {
    margin-block-start: calc(1.5em + var(--gaia-space-2));
  }
`;

/**
 * Placeholder blocks of the final size while a card loads (no shift when it arrives). A delayed
 * spinner shows over the skeleton, not above it, so its arrival moves nothing either.
 */
export const Placeholder = styled.div<{ $height: string }>`
  display: grid;
  min-block-size: ${(props) => props.$height};

  > * {
    grid-area: 1 / 1;
  }

  > :first-child:not(:only-child) {
    place-self: center;
    z-index: 1;
  }
`;

/** Spoken, not shown: the live announcement of the line now shown. */
export const VisuallyHidden = styled.p`
  ${visuallyHidden}
`;

/** The place of a top-up or pay-bill link while its code loads (one 44 px link each). */
export const EntryPlaceholder = styled.div`
  min-block-size: var(--gaia-target-comfortable, 44px);
`;
