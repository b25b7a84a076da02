import styled from 'styled-components';
import { meterHeader } from './styles/meterParts';
import { secondaryFigure } from './styles/secondaryText';

/** The row over a meter's bar (Meter, ProgressBar, SegmentedMeter): its name, then its figure. */
export const MeterHeader = styled.div`
  ${meterHeader}
`;

/** The figure in a meter's header: how much is used, or how much is left. */
export const MeterFigure = styled.span`
  ${secondaryFigure}
`;
