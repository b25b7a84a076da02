import styled from 'styled-components';

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
