import styled from 'styled-components';
import { visuallyHidden } from './styles/visuallyHidden';

/*
 * Text for screen readers only, in the box react-aria's VisuallyHidden draws (a div by default, `as`
 * for another element). Plain CSS: react-aria's component carries its focus-within handling (for a
 * focusable hidden element, which the kit never hides this way) and the interaction utilities
 * behind it, about 5 kB minified, into every import that announces something.
 */
export const VisuallyHidden = styled.div`
  ${visuallyHidden}
`;
