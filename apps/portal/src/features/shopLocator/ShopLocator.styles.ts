import styled from 'styled-components';
import { endActions } from '../../layout/page/actions.styles';
import { termGrid } from '../../layout/page/facts.styles';
import { topAlignedColumnsFrom } from '../../layout/page/frame.styles';
import { quietHeading } from '../../layout/page/headings.styles';
import {
  bareList,
  columnStack,
  shrinkableColumn,
  wrappingRow,
} from '../../layout/page/stack.styles';
import { MutedText, infoNote } from '../../layout/page/text.styles';

/** The locator: one column on a phone, the map beside the list on a wide screen. */
export const Root = styled.section`
  ${columnStack(4)}
  color: var(--gaia-color-text);
`;

export const Heading = styled.h2`
  ${quietHeading('xl')}
`;

export const Notice = styled.p`
  ${infoNote}
`;

export const Muted = MutedText;

export const Columns = styled.div`
  ${topAlignedColumnsFrom('900px', 'minmax(0, 3fr) minmax(0, 2fr)', 4)}
`;

export const Column = styled.div`
  ${shrinkableColumn(4)}
`;

export const CityRow = styled.div`
  ${wrappingRow(3)}
  align-items: end;

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

export const InfoList = styled.dl`
  ${termGrid('max-content 1fr', 3)}
`;

export const HoursList = styled.ul`
  ${bareList}
`;

/** Back and Confirm: at the end of the locator, full width on a phone. */
export const Footer = styled.div`
  ${endActions}

  & > * {
    min-block-size: 44px;
  }

  @media (max-width: 599px) {
    & > * {
      flex: 1 1 0;
    }
  }
`;

/** The Confirm rule's reason, read with the button. */
export const Reason = styled.p`
  flex-basis: 100%;
  margin: 0;
  text-align: end;
  color: var(--gaia-color-text-muted);
`;
