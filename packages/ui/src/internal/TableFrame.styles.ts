import styled from 'styled-components';
import { borderedBox } from './styles/borderedBox';

/** The bordered frame of a data table, which scrolls sideways inside it rather than the page. */
export const TableFrame = styled.div`
  overflow-x: auto;
  ${borderedBox}
`;
