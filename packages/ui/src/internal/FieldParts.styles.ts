import styled from 'styled-components';
import { fieldLabelText, requiredMarker } from './styles/fieldText';
import { secondaryParagraph } from './styles/secondaryText';

/** The label of a single input (a `<label>` tied to it). */
export const FieldLabel = styled.label`
  ${fieldLabelText}
`;

/** The label of a group or of a control that is not labelable (named through aria-labelledby). */
export const GroupLabel = styled.span`
  ${fieldLabelText}
`;

/** The marker after a required field's label. */
export const RequiredMarker = styled.span`
  ${requiredMarker}
`;

/** The hint under a field (tied to it through aria-describedby). */
export const FieldHint = styled.p`
  ${secondaryParagraph}
`;
