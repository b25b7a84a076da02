import styled from 'styled-components';

/*
 * The box model of the kit's combobox field (TextField's Field, FieldLabel, Control and FieldHint,
 * with the 44 px toggle button inside the control), so the placeholder and the field it stands for
 * take the same room.
 */

/** The field: label, control and hint in a column. */
export const PlaceholderField = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  min-inline-size: 0;
`;

/** The label's text as the field's label sets it. */
export const PlaceholderLabel = styled.span`
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);
`;

/** The control's box (drawn as a disabled field's, since it cannot be used yet). */
export const PlaceholderControl = styled.span`
  display: flex;
  align-items: center;
  min-block-size: var(--gaia-target-comfortable);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface-sunken);
`;

/** The toggle button's place: it sets the control's height as the button does. */
export const PlaceholderToggle = styled.span`
  flex: none;
  margin-inline-start: auto;
  min-inline-size: var(--gaia-target-comfortable);
  min-block-size: var(--gaia-target-comfortable);
`;

/** The hint's text as the field's hint sets it. */
export const PlaceholderHint = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;
