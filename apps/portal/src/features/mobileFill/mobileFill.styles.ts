import styled from 'styled-components';
import { endActionsStackedOnPhone } from '../../layout/page/actions.styles';
import { StackedForm } from '../../layout/page/form.styles';
import { Intro as PageIntro, StatusLine } from '../../layout/page/text.styles';

/** The dialog's form: the intro, the mobile, the code row, the notices. */
export const Body = StackedForm;

/** The dialog's explanation. */
export const Intro = PageIntro;

/** A polite status line: the code was sent. */
export const Status = StatusLine;

/** Later and Save, end-aligned; stacked full width on a phone. */
export const Footer = styled.div`
  ${endActionsStackedOnPhone}
  @media (max-width: 767px) {
    inline-size: 100%;
  }
`;
