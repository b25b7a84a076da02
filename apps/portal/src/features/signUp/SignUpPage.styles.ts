import styled from 'styled-components';
import { equalActions } from '../../layout/page/actions.styles';
import { StackedForm } from '../../layout/page/form.styles';
import { PageWithHelp } from '../../layout/page/frame.styles';
import { GroupHeading, PageHeading, PartHeading } from '../../layout/page/headings.styles';
import { centredRow, centredWrappingRow, columnStack } from '../../layout/page/stack.styles';
import { flowCard, outlinedBox } from '../../layout/page/surface.styles';
import { Intro, MutedText, mutedParagraph } from '../../layout/page/text.styles';

/** The page: the step's card and, beside it on wide screens (below it on phones), the help. */
export const Layout = PageWithHelp;

export const FlowCard = styled.div`
  ${columnStack(5)}
  ${flowCard}
`;

/** The page heading; focus moves here on each step change (tabIndex -1). */
export const PageTitle = PageHeading;

/** "Step 2 of 5: Verification code", read with the heading. */
export const Position = styled.p`
  ${mutedParagraph}
  margin-block-start: var(--gaia-space-1);
`;

export const StepTitle = PartHeading;

export const StepIntro = Intro;

export const StepForm = StackedForm;

/** Back and the step's main action: side by side, wrapping on narrow screens. */
export const StepActions = styled.div`
  ${equalActions('10rem')}
`;

/** A group of the step (the face, a new code) with its own heading. */
export const Section = styled.section`
  ${columnStack(3)}
  align-items: flex-start;
  padding: var(--gaia-space-4);
  ${outlinedBox()}
`;

export const SectionTitle = GroupHeading;

export const Muted = MutedText;

export const Row = styled.div`
  ${centredWrappingRow(3)}
`;

/** The user ID in the success dialog: large, with its copy button beside it. */
export const UserId = styled.p`
  ${centredRow(2)}
  justify-content: center;
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  font-weight: 600;
`;

export const Footer = styled.p`
  margin: 0;
  ${centredWrappingRow(2)}
`;
