import styled from 'styled-components';
import { columnStack } from '../../../layout/page/stack.styles';
import { MutedText, StatusLine } from '../../../layout/page/text.styles';

export const Intro = MutedText;

/** A polite status line (checking the account, signing in); takes no room when empty. */
export const Status = StatusLine;

export const CaptureBody = styled.div`
  ${columnStack(3)}
`;
