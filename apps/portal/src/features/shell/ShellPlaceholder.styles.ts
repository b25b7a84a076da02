import styled from 'styled-components';
import { focusVisibleRing } from '../../layout/page/controls.styles';
import { headingText, quietFocus } from '../../layout/page/headings.styles';
import { outlinedCard } from '../../layout/page/surface.styles';
import { MutedText } from '../../layout/page/text.styles';

export const Panel = styled.section`
  display: grid;
  gap: var(--gaia-space-4);
  justify-items: start;
  max-inline-size: 40rem;
  margin-inline: auto;
  ${outlinedCard(6)}
`;

export const Heading = styled.h1`
  ${headingText('xl')}
  color: var(--gaia-color-text);
  ${quietFocus}
  ${focusVisibleRing('2px')}
`;

export const IconMark = styled.span`
  display: inline-flex;
  color: var(--gaia-color-primary);
`;

export const Body = MutedText;
