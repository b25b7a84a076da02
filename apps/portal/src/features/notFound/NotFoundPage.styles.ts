import styled from 'styled-components';
import { centredWidth } from '../../layout/page/frame.styles';
import { PageHeading } from '../../layout/page/headings.styles';
import { columnStack } from '../../layout/page/stack.styles';
import { MutedText } from '../../layout/page/text.styles';

export const Notice = styled.section`
  ${columnStack(4)}
  ${centredWidth('40rem')}
  align-items: start;
  padding: var(--gaia-space-6) var(--gaia-space-4);
`;

export const Heading = PageHeading;

export const Text = MutedText;
