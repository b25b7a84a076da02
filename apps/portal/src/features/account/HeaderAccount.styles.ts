import styled from 'styled-components';

/** Holds the side panel's button beside the user menu. */
export const PanelSlot = styled.div`
  display: inline-flex;
`;
