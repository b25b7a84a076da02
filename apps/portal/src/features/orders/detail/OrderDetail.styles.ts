import styled from 'styled-components';
import { endActions } from '../../../layout/page/actions.styles';
import { factList } from '../../../layout/page/facts.styles';
import { GroupHeading, quietHeading } from '../../../layout/page/headings.styles';
import {
  centredRow,
  centredWrappingRow,
  columnStack,
  numberedStack,
  stackedList,
  visuallyHidden,
} from '../../../layout/page/stack.styles';

export const Content = styled.div`
  ${columnStack(4)}
`;

export const StateTitle = styled.h2`
  ${centredRow(2)}
  ${quietHeading('lg')}

  &[data-tone='error'] svg {
    color: var(--gaia-color-danger);
  }
`;

export const Section = styled.section`
  ${columnStack(2)}
`;

export const SectionTitle = GroupHeading;

/** The order's facts: terms and values in two columns, a little closer than a form page's. */
export const Rows = styled.dl`
  ${factList('minmax(8rem, auto) 1fr', 3)}
`;

export const Notice = styled.p`
  margin: 0;
  padding: var(--gaia-space-3);
  border-inline-start: 4px solid var(--gaia-color-danger);
  background: var(--gaia-color-danger-subtle);
`;

export const Timeline = styled.ol`
  ${numberedStack(2)}

  li[data-tone='error'] > strong {
    color: var(--gaia-color-danger);
  }
`;

export const Muted = styled.span`
  display: block;
  color: var(--gaia-color-text-muted);
`;

export const Items = styled.ul`
  ${stackedList(2)}
`;

export const FooterActions = styled.div`
  ${endActions}
`;

export const ReceiptRow = styled.div`
  ${centredWrappingRow(3)}
`;

/** Text for assistive technology only (the timeline's "Problem:" before a declined step). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
