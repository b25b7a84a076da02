import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';
import { centredColumn } from '../internal/styles/stack';
import { titleText } from '../internal/styles/titleText';

export const EmptyRoot = styled.div`
  ${centredColumn(2)}
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
  ${titleText('lg')}
`;

export const EmptyDescription = styled.p`
  margin: 0;
  max-inline-size: 40ch;
  color: var(--gaia-color-text-muted);
`;

export const EmptyAction = styled.div`
  margin-block-start: var(--gaia-space-3);
`;
