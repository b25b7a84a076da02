import styled from 'styled-components';
import { FactTerm, factValue } from '../../layout/page/facts.styles';
import { headingText } from '../../layout/page/headings.styles';
import { spreadHeaderRow } from '../../layout/page/stack.styles';
import { raisedCard } from '../../layout/page/surface.styles';
import { MutedText, mutedParagraph } from '../../layout/page/text.styles';

/** The bill card: the amount owed on the account and the Pay bill button. */
export const Card = styled.section`
  ${spreadHeaderRow(3, 4)}
  ${raisedCard()}
`;

export const Heading = styled.h2`
  ${headingText('lg')}
  margin-block-end: var(--gaia-space-1);
  color: var(--gaia-color-text);
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: var(--gaia-space-1) var(--gaia-space-3);
  margin: 0;
`;

export const Term = FactTerm;

export const Value = styled.dd`
  ${factValue('bold')}
  color: var(--gaia-color-text);
`;

export const Muted = MutedText;

export const ModalText = styled.p`
  ${mutedParagraph}
  margin-block-end: var(--gaia-space-4);
`;
