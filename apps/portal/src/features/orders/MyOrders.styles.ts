import styled from 'styled-components';
import { centredWidth } from '../../layout/page/frame.styles';
import { quietHeading } from '../../layout/page/headings.styles';
import {
  centredWrappingRow,
  columnStack,
  stackedList,
  visuallyHidden,
} from '../../layout/page/stack.styles';

export const Page = styled.div`
  ${columnStack(5)}
  ${centredWidth('60rem')}
`;

export const Title = styled.h1`
  ${quietHeading('xl')}
`;

export const Orders = styled.ul`
  ${stackedList(4)}
`;

export const Footer = styled.div`
  ${centredWrappingRow(3)}
  justify-content: center;
`;

/** The list's heading: in the outline for assistive technology, not shown. */
export const ListTitle = styled.h2`
  ${visuallyHidden}
`;
