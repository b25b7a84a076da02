import styled from 'styled-components';

/** The individual / corporate choice: two links, the current one filled (logical properties only). */
export const ChoiceNav = styled.nav`
  margin-block: var(--gaia-space-4) var(--gaia-space-5);
`;

export const ChoiceTrack = styled.ul`
  display: flex;
  gap: var(--gaia-space-1);
  margin: 0;
  padding: var(--gaia-space-1);
  list-style: none;
  border: 1px solid var(--gaia-color-border-strong);
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface-sunken);
  & > li {
    flex: 1 1 0;
    display: flex;
  }
`;

/** One choice: a link as large as its segment (44px tall); the current one has aria-current. */
export const Choice = styled.a`
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: var(--gaia-target-comfortable);
  padding-inline: var(--gaia-space-4);
  border-radius: var(--gaia-radius-md);
  color: var(--gaia-color-text);
  font-weight: var(--gaia-font-weight-medium);
  text-decoration: none;
  &:hover:not([aria-current]) {
    background: var(--gaia-color-primary-subtle);
  }
  &[aria-current] {
    background: var(--gaia-color-primary);
    color: var(--gaia-color-text-on-primary);
    font-weight: var(--gaia-font-weight-bold);
  }
  &:focus-visible {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;

export const Progress = styled.div`
  margin-block-end: var(--gaia-space-5);
`;

/** A step's heading; focus moves here when the step changes (tabIndex -1). */
export const StepTitle = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  &:focus-visible {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;

export const StepIntro = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  overflow-wrap: anywhere;
`;

/** Back and the step's main action: side by side, wrapping on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-3);
  & > * {
    flex: 1 1 10rem;
  }
`;

export const DoneText = styled.p`
  margin: 0;
`;

export const DoneSection = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--gaia-space-4);
`;

/**
 * The form's alert and notice regions: always in the page (so screen readers announce what appears
 * in them), but taking no room in the form's gap while both are empty.
 */
export const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
  &:not(:has(> :not(:empty))) {
    margin-block-start: calc(-1 * var(--gaia-space-4));
  }
`;
