import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--gaia-space-2);
  padding-block: var(--gaia-space-6);
  padding-inline: var(--gaia-space-4);
  text-align: center;
  color: var(--gaia-color-text);

  &[data-compact] {
    padding-block: var(--gaia-space-4);
  }
`;

export const EmptyIcon = styled.span`
  ${centredContent}
  inline-size: var(--gaia-space-8);
  block-size: var(--gaia-space-8);
  margin-block-end: var(--gaia-space-2);
  border-radius: var(--gaia-radius-pill);
  background: var(--gaia-color-surface-sunken);
  color: var(--gaia-color-text-muted);
`;

export const EmptyTitle = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  font-weight: var(--gaia-font-weight-bold);
  line-height: var(--gaia-font-line-height-tight);
`;

export const EmptyDescription = styled.p`
  margin: 0;
  max-inline-size: 40ch;
  color: var(--gaia-color-text-muted);
`;

export const EmptyAction = styled.div`
  margin-block-start: var(--gaia-space-3);
`;
