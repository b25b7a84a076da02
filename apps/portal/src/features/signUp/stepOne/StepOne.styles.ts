import styled from 'styled-components';
import { endActionsStackedOnPhone } from '../../../layout/page/actions.styles';
import { focusVisibleRing } from '../../../layout/page/controls.styles';
import { strongFactList } from '../../../layout/page/facts.styles';
import { StackedForm } from '../../../layout/page/form.styles';
import { headingText, quietFocus } from '../../../layout/page/headings.styles';
import { columnStack, wrappingRow } from '../../../layout/page/stack.styles';
import { StatusLine, mutedParagraph } from '../../../layout/page/text.styles';

/** A step's heading: focused when the step appears, so its name is announced. */
export const StepHeading = styled.h2`
  ${headingText('lg')}
  margin-block-end: var(--gaia-space-1);
  ${quietFocus}
  ${focusVisibleRing('2px')}
`;

export const Intro = styled.p`
  ${mutedParagraph}
  margin-block-end: var(--gaia-space-4);
`;

export const StepForm = StackedForm;

/** A polite status line under a field (a check running, a check passed, the upgrade notice). */
export const Status = StatusLine;

/** The terms checkbox and the links that open the documents. */
export const Agreement = styled.div`
  ${columnStack(2)}
`;

export const AgreementLinks = styled.div`
  ${wrappingRow(2)}
`;

/** Cancel / Back and Next, end-aligned; stacked full width on phones. */
export const Actions = styled.div`
  ${endActionsStackedOnPhone}
  margin-block-start: var(--gaia-space-2);
`;

export const FormSwitch = styled.div`
  margin-block-end: var(--gaia-space-4);
`;

/** The account-exists dialog's facts: a term and its value per row. */
export const Facts = styled.dl`
  ${strongFactList('max-content 1fr')}
  margin: var(--gaia-space-4) 0 0;
`;
