import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;

/** A group of item choices with its legend. */
export const ItemGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-block-end: var(--gaia-space-2);
    padding: 0;
    font-weight: var(--gaia-font-weight-semibold, 600);
  }
`;

/** The after-sale actions: a row of buttons that wraps. */
export const ActionList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Note = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

/** The shipment steps; upcoming ones muted, the current one marked. */
export const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
  margin: 0;
  padding-inline-start: var(--gaia-space-5);

  & > li[data-state='upcoming'] {
    color: var(--gaia-color-text-muted);
  }

  & > li[data-state='current'] > strong {
    color: var(--gaia-color-primary);
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
