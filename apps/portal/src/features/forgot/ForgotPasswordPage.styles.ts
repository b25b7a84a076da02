import styled from 'styled-components';
import { equalActions } from '../../layout/page/actions.styles';
import { StepHeading } from '../../layout/page/headings.styles';
import { columnStack } from '../../layout/page/stack.styles';
import { Intro } from '../../layout/page/text.styles';

export const Progress = styled.div`
  margin-block-end: var(--gaia-space-5);
`;

/** A step's heading; focus moves here when the step changes (tabIndex -1). */
export const StepTitle = StepHeading;

export const StepIntro = Intro;

/** Back and the step's main action: side by side, wrapping on narrow screens. */
export const Actions = styled.div`
  ${equalActions('10rem')}
`;

export const DoneText = styled.p`
  margin: 0;
`;

export const DoneSection = styled.section`
  ${columnStack(4)}
  align-items: flex-start;
`;

/**
 * The form's alert and notice regions: always in the page (so screen readers announce what appears
 * in them), but taking no room in the form's gap while both are empty.
 */
export const Messages = styled.div`
  ${columnStack(2)}
  &:not(:has(> :not(:empty))) {
    margin-block-start: calc(-1 * var(--gaia-space-4));
  }
`;
