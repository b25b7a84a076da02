import styled from 'styled-components';
import { endActions } from '../../layout/page/actions.styles';
import { centredWidth } from '../../layout/page/frame.styles';
import { PageHeading } from '../../layout/page/headings.styles';
import { columnStack } from '../../layout/page/stack.styles';
import { raisedCard } from '../../layout/page/surface.styles';
import { Intro, hiddenWhenEmpty } from '../../layout/page/text.styles';

/** A page of this area: one card, centred, readable width. */
export const Card = styled.section`
  ${centredWidth('44rem')}
  ${raisedCard()}
  ${columnStack(4)}
`;

/** The page heading; focus moves here when the page opens (tabIndex -1). */
export const Title = PageHeading;

export const Hint = Intro;

export const Form = styled.form`
  ${columnStack(5)}
`;

/** A group of fields with its legend. */
export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  ${columnStack(3)}
  min-inline-size: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: var(--gaia-space-3);
  font-size: var(--gaia-font-size-lg);
  font-weight: var(--gaia-font-weight-medium);
`;

/** Two fields side by side where there is room. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: var(--gaia-space-3);
`;

/** The form-level message (a failed save); role=alert is set where it is rendered. */
export const FormMessage = styled.p`
  margin: 0;
  color: var(--gaia-color-danger);
  ${hiddenWhenEmpty}
`;

export const Actions = styled.div`
  ${endActions}
`;
