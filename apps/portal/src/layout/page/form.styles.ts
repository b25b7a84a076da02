import styled from 'styled-components';
import { columnStack } from './stack.styles';

/**
 * A form whose message, fields, notices and actions stand one under another at the forms' one
 * rhythm (a sign-in or sign-up step, a dialog's form, the checkout's step, a review).
 */
export const StackedForm = styled.form`
  ${columnStack(4)}
`;
