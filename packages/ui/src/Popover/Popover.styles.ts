import styled from 'styled-components';
import { quietIconButton, sunkenHover } from '../internal/styles/quietIconButton';
import { raisedPanel } from '../internal/styles/raisedPanel';
import { startAlignedRow } from '../internal/styles/row';
import { minimumTarget } from '../internal/styles/targetSize';
import { titleText } from '../internal/styles/titleText';

export const Panel = styled.div`
  z-index: var(--gaia-z-popover);
  inline-size: max-content;
  max-inline-size: min(24rem, calc(100vw - var(--gaia-space-5)));
  padding: var(--gaia-space-4);
  ${raisedPanel}
`;

export const Header = styled.div`
  ${startAlignedRow(2)}
  margin-block-end: var(--gaia-space-2);
`;

export const Title = styled.h2`
  flex: 1;
  ${titleText('md')}
  padding-block-start: var(--gaia-space-1);
`;

export const CloseButton = styled.button`
  ${quietIconButton}
  ${sunkenHover}
  flex: none;
  margin-inline-start: auto;
  ${minimumTarget}
  padding: var(--gaia-space-1);
`;

export const Body = styled.div`
  font-size: var(--gaia-font-size-sm);
`;
