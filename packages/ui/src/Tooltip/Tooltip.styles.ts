import styled from 'styled-components';
import { inlineIconButton } from '../internal/styles/inlineIconButton';

export const Bubble = styled.div`
  z-index: var(--gaia-z-tooltip);
  max-inline-size: min(20rem, calc(100vw - var(--gaia-space-4)));
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-3);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-text);
  color: var(--gaia-color-surface);
  box-shadow: var(--gaia-elevation-2);
  font-size: var(--gaia-font-size-sm);
  font-weight: var(--gaia-font-weight-regular);
  line-height: var(--gaia-font-line-height);
  overflow-wrap: anywhere;
  text-align: start;
`;

export const HelpButton = styled.button`
  ${inlineIconButton}
  border-radius: var(--gaia-radius-pill);
  cursor: help;

  &:hover,
  &[aria-describedby] {
    background: var(--gaia-color-primary-subtle);
  }
`;
