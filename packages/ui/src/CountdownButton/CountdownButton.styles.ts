import styled from 'styled-components';

/** Read by screen readers, not shown: the polite announcements of the countdown. */
export const LiveRegion = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The number keeps its width while it changes, so the button does not jitter every second. */
export const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;
