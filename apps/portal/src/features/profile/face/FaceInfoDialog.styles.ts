import styled from 'styled-components';
import { headingText } from '../../../layout/page/headings.styles';
import { columnStack } from '../../../layout/page/stack.styles';
import { MutedText } from '../../../layout/page/text.styles';

export const Body = styled.div`
  ${columnStack(3)}
  align-items: center;
  min-block-size: 12rem;
  text-align: center;
`;

export const FaceImage = styled.img`
  inline-size: min(100%, 15rem);
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: var(--gaia-radius-lg);
  border: 1px solid var(--gaia-color-border);
`;

export const ErrorTitle = styled.h3`
  ${headingText('lg')}
`;

export const ErrorContent = MutedText;
