import styled from 'styled-components';


/** The number keeps its width while it changes, so the button does not jitter every second. */
export const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;
