import styled from 'styled-components';
import { columnStack } from '../layout/page/stack.styles';

/** The code and its send button, one under the other (the button keeps its 44px height). */
export const CodeRow = styled.div`
  ${columnStack(3)}
  align-items: flex-start;
`;
