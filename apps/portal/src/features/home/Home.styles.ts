import styled from 'styled-components';
import { visuallyHidden } from '../../layout/page/stack.styles';

/** The home's columns: lines and the subscriber card first, balances beside them on wide screens. */
export const HomeGrid = styled.div`
  display: grid;
  gap: var(--gaia-space-5);
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-5);
  min-inline-size: 0;
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  padding: var(--gaia-space-5);
  background: var(--gaia-color-surface);
  border-radius: var(--gaia-radius-lg);
  box-shadow: var(--gaia-elevation-1);
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--gaia-space-2) var(--gaia-space-3);
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

/** The search row: the field grows, the button keeps its size and sits on the field's line. */
export const SearchRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--gaia-space-3);

  & > :first-child {
    flex: 1 1 14rem;
    min-inline-size: 0;
  }

  & > button {
    margin-block-start: calc(1.5em + var(--gaia-space-2));
  }
`;

/** Placeholder blocks of the final size while a card loads (no shift when it arrives). */
export const Placeholder = styled.div<{ $height: string }>`
  min-block-size: ${(props) => props.$height};
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
`;

/** Spoken, not shown: the live announcement of the line now shown. */
export const VisuallyHidden = styled.p`
  ${visuallyHidden}
`;

/** The place of a top-up or pay-bill link while its code loads (one 44 px link each). */
export const EntryPlaceholder = styled.div`
  min-block-size: var(--gaia-target-comfortable, 44px);
`;
