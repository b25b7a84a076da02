import styled from 'styled-components';
import { fieldLabelText, requiredMarker } from './styles/fieldText';
import { secondaryParagraph } from './styles/secondaryText';
import { columnStack } from './styles/stack';
import { minimumTargetBox } from './styles/targetSize';

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

/** A field's label with the help button beside it. */
export const FieldLabelRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--gaia-space-1);
  min-inline-size: 0;
`;

/** Holds the help button's place while its code loads (or when it could not load), so the label row does not shift. */
export const HelpSlot = styled.span`
  display: inline-block;
  flex: none;
  ${minimumTargetBox}
`;

/** A single field: its label, control, hint and error, stacked closely. */
export const FieldStack = styled.div`
  ${columnStack}
  gap: var(--gaia-space-1);
`;

/** A labelled group of controls (radios, amounts, a file): its label, hint, controls and error. */
export const FieldGroupStack = styled.div`
  ${columnStack}
  gap: var(--gaia-space-2);
`;
