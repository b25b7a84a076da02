import styled from 'styled-components';

/** A page of this area: one card, centred, readable width. */
export const Card = styled.section`
  inline-size: min(100%, 44rem);
  margin-inline: auto;
  padding: var(--gaia-space-5);
  background: var(--gaia-color-surface);
  border-radius: var(--gaia-radius-lg);
  box-shadow: var(--gaia-elevation-1);
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;

/** The page heading; focus moves here when the page opens (tabIndex -1). */
export const Title = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);
  &:focus-visible {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  overflow-wrap: anywhere;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-5);
`;

/** A group of fields with its legend. */
export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
  min-inline-size: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: var(--gaia-space-3);
  font-size: var(--gaia-font-size-lg);
  font-weight: var(--gaia-font-weight-medium);
`;

/** Two fields side by side where there is room. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: var(--gaia-space-3);
`;

/** The form-level message (a failed save); role=alert is set where it is rendered. */
export const FormMessage = styled.p`
  margin: 0;
  color: var(--gaia-color-danger);
  &:empty {
    display: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-3);
  justify-content: flex-end;
`;
