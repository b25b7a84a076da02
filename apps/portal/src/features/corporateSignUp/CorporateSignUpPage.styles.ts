import styled from 'styled-components';
import { equalActions } from '../../layout/page/actions.styles';
import { PageWithHelp } from '../../layout/page/frame.styles';
import { GroupHeading } from '../../layout/page/headings.styles';
import { centredRow, columnStack, stackedList } from '../../layout/page/stack.styles';
import { flowCard, outlinedBox } from '../../layout/page/surface.styles';

/** The page: the steps' card and, beside it on wide screens (below it on phones), the help. */
export const Layout = PageWithHelp;

export const StepCard = styled.section`
  ${flowCard}
`;

/** Back, Cancel and the step's main action: side by side, wrapping on narrow screens. */
export const StepActions = styled.div`
  ${equalActions('8rem')}
`;

/** The uploaded documents, one row each with its remove button. */
export const DocumentList = styled.ul`
  ${stackedList(2)}
`;

export const DocumentRow = styled.li`
  ${centredRow(3)}
  justify-content: space-between;
  padding-block: var(--gaia-space-1);
  padding-inline: var(--gaia-space-3);
  ${outlinedBox()}
  overflow-wrap: anywhere;
`;

export const ListTitle = GroupHeading;

/** The company account on the success screen, large and selectable, with its copy button. */
export const AccountRow = styled.div`
  ${centredRow(3)}
  font-size: var(--gaia-font-size-xl);
  font-weight: 600;
`;

export const FieldGroup = styled.div`
  ${columnStack(2)}
`;
