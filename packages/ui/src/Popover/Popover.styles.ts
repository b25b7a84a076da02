import styled from 'styled-components';
import { quietIconButton, sunkenHover } from '../internal/styles/quietIconButton';
import { minimumTarget } from '../internal/styles/targetSize';

export const Panel = styled.div`
  z-index: var(--gaia-z-popover);
  inline-size: max-content;
  max-inline-size: min(24rem, calc(100vw - var(--gaia-space-5)));
  padding: var(--gaia-space-4);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface-raised);
  color: var(--gaia-color-text);
  box-shadow: var(--gaia-elevation-3);
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--gaia-space-2);
  margin-block-end: var(--gaia-space-2);
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: var(--gaia-font-size-md);
  font-weight: var(--gaia-font-weight-bold);
  line-height: var(--gaia-font-line-height-tight);
  padding-block-start: var(--gaia-space-1);
`;

export const CloseButton = styled.button`
  ${quietIconButton}
  ${sunkenHover}
  flex: none;
  margin-inline-start: auto;
  ${minimumTarget}
  padding: var(--gaia-space-1);
`;

export const Body = styled.div`
  font-size: var(--gaia-font-size-sm);
`;
