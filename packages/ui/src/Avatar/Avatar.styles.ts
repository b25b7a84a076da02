import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';

export const AvatarRoot = styled.span`
  ${centredContent}
  flex: none;
  overflow: hidden;
  inline-size: var(--gaia-target-comfortable);
  block-size: var(--gaia-target-comfortable);
  border-radius: var(--gaia-radius-pill);
  background: var(--gaia-color-primary-subtle);
  color: var(--gaia-color-primary);
  font-size: var(--gaia-font-size-md);
  font-weight: var(--gaia-font-weight-bold);
  line-height: 1;
  user-select: none;

  &[data-size='sm'] {
    inline-size: var(--gaia-space-6);
    block-size: var(--gaia-space-6);
    font-size: var(--gaia-font-size-xs);
  }
  &[data-size='lg'] {
    inline-size: var(--gaia-space-8);
    block-size: var(--gaia-space-8);
    font-size: var(--gaia-font-size-xl);
  }
  & img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
