import styled from 'styled-components';
import { readableColumn } from '../../layout/page/frame.styles';
import { QuietPageHeading } from '../../layout/page/headings.styles';
import { columnStack, wrappingRow } from '../../layout/page/stack.styles';
import { raisedCard } from '../../layout/page/surface.styles';
import { StatusLine, hiddenWhenEmpty } from '../../layout/page/text.styles';

/** A dialog's explanation. */
export const Text = styled.p`
  margin: 0 0 var(--gaia-space-3);
  color: var(--gaia-color-text);
`;

/** A polite status line (opening the camera, checking); takes no room when empty. */
export const Status = StatusLine;

/** A dialog's actions, wrapping on a phone. */
export const Footer = styled.div`
  ${wrappingRow(2)}
  justify-content: flex-end;
`;

export const Body = styled.div`
  ${columnStack(3)}
`;

/** The code field beside its Get / Resend button. */
export const CodeRow = styled.div`
  ${wrappingRow(2)}
  align-items: flex-end;
`;

/** The memorable-word page: one readable column. */
export const Page = styled.div`
  ${readableColumn('32rem')}
`;

export const Title = QuietPageHeading;

export const Form = styled.form`
  ${columnStack(4)}
  ${raisedCard()}
`;

/** The confirmation of a passed check. */
export const Success = styled.p`
  margin: 0;
  color: var(--gaia-color-text);
  font-weight: 600;
  ${hiddenWhenEmpty}
`;
