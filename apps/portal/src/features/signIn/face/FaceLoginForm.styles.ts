import { MutedText, StatusLine } from '../../../layout/page/text.styles';

export const Intro = MutedText;

/** A polite status line (checking the account, signing in); takes no room when empty. */
export const Status = StatusLine;
