import styled from 'styled-components';

/** The kit's select field (TextField's Field): its label above its control. */
export const PlaceholderField = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  gap: var(--gaia-space-1);
`;

/** The text of a field's label (the kit's field label). */
export const PlaceholderLabel = styled.span`
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);
`;

/**
 * The box of the kit's closed select (Select's Trigger: an option row in a bordered box), with the
 * same padding, border, gap and minimum height, so the toolbar keeps its layout when the select
 * replaces it.
 */
export const PlaceholderControl = styled.div`
  display: flex;
  align-items: center;
  gap: var(--gaia-space-2);
  min-block-size: var(--gaia-target-comfortable);
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-3);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface);
  color: var(--gaia-color-text);

  & > span {
    flex: 1;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > svg {
    flex: none;
    color: var(--gaia-color-text-muted);
  }
  &[data-placeholder] > span {
    color: var(--gaia-color-text-muted);
  }
`;
