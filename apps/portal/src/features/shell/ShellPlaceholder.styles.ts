import styled from 'styled-components';
import { focusVisibleRing } from '../../layout/page/controls.styles';
import { headingText, quietFocus } from '../../layout/page/headings.styles';

export const Panel = styled.section`
  display: grid;
  gap: var(--gaia-space-4);
  justify-items: start;
  max-inline-size: 40rem;
  margin-inline: auto;
  padding: var(--gaia-space-6);
  background: var(--gaia-color-surface);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
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

export const Body = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;
