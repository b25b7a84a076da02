import styled from 'styled-components';
import { columnStack } from '../page/stack.styles';

/** The camera, its status and its error, one under the other with the dialog's gap. */
export const CameraBody = styled.div`
  ${columnStack(3)}
`;
