import styled from 'styled-components';
import { readableColumn } from '../../layout/page/frame.styles';
import { QuietPageHeading, headingText } from '../../layout/page/headings.styles';
import { centredWrappingRow, columnStack, spreadHeaderRow, stackedList, wrappingRow } from '../../layout/page/stack.styles';
import { outlinedCard } from '../../layout/page/surface.styles';
import { MutedText } from '../../layout/page/text.styles';

/** The address pages: one readable column. */
export const Page = styled.div`
  ${readableColumn('48rem')}
`;

export const Header = styled.div`
  ${spreadHeaderRow(3)}
`;

export const Title = QuietPageHeading;

export const Intro = MutedText;

export const EditorStack = styled.div`
  ${columnStack(4)}
`;

export const EditorActions = styled.div`
  display: flex;
  gap: var(--gaia-space-3);
`;

export const List = styled.ul`
  ${stackedList(3)}
`;

export const Entry = styled.li`
  ${columnStack(3)}
  ${outlinedCard(4)}
`;

export const EntryHeading = styled.h2`
  ${centredWrappingRow(2)}
  ${headingText('md')}
  color: var(--gaia-color-text);
`;

export const Lines = styled.p`
  ${columnStack(1)}
  margin: 0;
  color: var(--gaia-color-text);
`;

export const Muted = styled.span`
  color: var(--gaia-color-text-muted);
`;

export const Actions = styled.div`
  ${wrappingRow(2)}
`;
