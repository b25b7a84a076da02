import styled from 'styled-components';
import { minimumTarget } from '../internal/styles/targetSize';

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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  ${minimumTarget}
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: var(--gaia-radius-pill);
  background: transparent;
  color: var(--gaia-color-primary);
  cursor: help;

  &:hover,
  &[aria-describedby] {
    background: var(--gaia-color-primary-subtle);
  }
`;
