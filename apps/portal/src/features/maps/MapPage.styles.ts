import styled from 'styled-components';
import { focusVisibleRing, rowButton } from '../../layout/page/controls.styles';
import { columnsFrom } from '../../layout/page/frame.styles';
import { PartHeading, headingText, quietHeading } from '../../layout/page/headings.styles';
import { centredWrappingRow, columnStack, stackedList } from '../../layout/page/stack.styles';
import { outlinedCard } from '../../layout/page/surface.styles';
import { MutedText, infoNote } from '../../layout/page/text.styles';

export const PageRoot = styled.div`
  ${columnStack(4)}
  max-inline-size: 64rem;
  margin-inline: auto;
  padding: var(--gaia-space-4);
  color: var(--gaia-color-text);
`;

export const PageHeader = styled.div`
  ${centredWrappingRow(3)}
`;

export const PageTitle = styled.h1`
  flex: 1;
  ${quietHeading('xl')}
`;

export const Intro = MutedText;

export const Notice = styled.p`
  ${infoNote}

  &[data-tone='warning'] {
    background: var(--gaia-color-warning-subtle);
  }

  &[data-tone='success'] {
    background: var(--gaia-color-success-subtle);
  }
`;

export const Layout = styled.div`
  ${columnsFrom('768px', 'minmax(0, 2fr) minmax(0, 1fr)', 4)}
`;

export const ListSection = styled.section`
  ${columnStack(3)}
  min-inline-size: 0;
`;

export const ListTitle = PartHeading;

export const AddressItems = styled.ul`
  ${stackedList(1)}
  max-block-size: 20rem;
  overflow-y: auto;
`;

export const AddressButton = styled.button`
  ${rowButton}
  min-block-size: 44px;
  padding: var(--gaia-space-2) var(--gaia-space-3);
  border: 1px solid var(--gaia-color-border);
  background: var(--gaia-color-surface);

  &:hover {
    background: var(--gaia-color-surface-sunken);
  }

  ${focusVisibleRing('3px')}

  &[aria-pressed='true'] {
    border-color: var(--gaia-color-primary);
    background: var(--gaia-color-primary-subtle);
    font-weight: var(--gaia-font-weight-bold);
  }
`;

export const NoMatch = MutedText;

export const Chosen = styled.section`
  ${columnStack(1)}
  ${outlinedCard(3, 'md')}
`;

export const ChosenTitle = styled.h2`
  ${headingText('md')}
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--gaia-space-3);
`;
