import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';
import { centredColumn } from '../internal/styles/stack';
import { titleText } from '../internal/styles/titleText';
import { toneFills } from '../internal/styles/tone';

export const Result = styled.div`
  ${centredColumn(3)}
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
  ${titleText('lg')}
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
