import styled from 'styled-components';
import { headingText } from '../../layout/page/headings.styles';

export const Page = styled.section`
  display: grid;
  gap: var(--gaia-space-4);
  min-inline-size: 0;
`;

export const Heading = styled.h1`
  ${headingText('xl')}
  color: var(--gaia-color-text);
`;
