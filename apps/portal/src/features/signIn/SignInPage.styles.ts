import styled from 'styled-components';
import { StackedForm } from '../../layout/page/form.styles';
import { centredWidth } from '../../layout/page/frame.styles';
import { headingText } from '../../layout/page/headings.styles';
import { columnStack } from '../../layout/page/stack.styles';
import { accentedNotice, flowCard } from '../../layout/page/surface.styles';
import { mutedParagraph } from '../../layout/page/text.styles';

export const Card = styled.section`
  ${centredWidth('28rem')}
  ${flowCard}
`;

export const Title = styled.h1`
  ${headingText('xl')}
  margin-block-end: var(--gaia-space-1);
`;

export const Subtitle = styled.p`
  ${mutedParagraph}
  margin-block-end: var(--gaia-space-5);
`;

export const Form = StackedForm;

export const ModeSwitch = styled.div`
  margin-block-end: var(--gaia-space-5);
`;

export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  margin-block-start: var(--gaia-space-4);
  gap: var(--gaia-space-2) var(--gaia-space-4);
`;

/** A success notice (code sent, code already sent), announced politely. */
export const Notice = styled.div`
  &:not(:empty) {
    padding: var(--gaia-space-3);
    ${accentedNotice('success', 'md')}
  }
`;

/** The code field and its send / countdown / resend button. */
export const CodeRow = styled.div`
  ${columnStack(2)}
  align-items: flex-start;
`;
