import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';
import { toneFills } from '../internal/styles/tone';

export const Result = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--gaia-space-3);
  padding-block: var(--gaia-space-2);
  text-align: center;
`;

/** The variant's icon on a tinted disc; the heading's text carries the meaning, never colour alone. */
export const ResultIcon = styled.span`
  ${centredContent}
  inline-size: var(--gaia-space-8);
  block-size: var(--gaia-space-8);
  border-radius: var(--gaia-radius-pill);

  ${toneFills('data-variant', { success: 'success', oops: 'danger', tryAgain: 'warning' })}
`;

export const ResultTitle = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  font-weight: var(--gaia-font-weight-bold);
  line-height: var(--gaia-font-line-height-tight);
`;

export const ResultMessage = styled.div`
  color: var(--gaia-color-text-muted);

  & > p {
    margin: 0;
  }
`;

export const ResultExtra = styled.div`
  inline-size: 100%;
`;
