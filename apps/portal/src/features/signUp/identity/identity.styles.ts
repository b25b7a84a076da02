import styled from 'styled-components';

/** The step: a column of sections. */
export const StepForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-5);
`;

/** The step's heading; focus moves here when the step appears (tabIndex -1). */
export const StepHeading = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  &:focus-visible {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;

export const Intro = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  overflow-wrap: anywhere;
`;

/** A titled group of fields. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
  padding: var(--gaia-space-4);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
`;

export const SectionHeading = styled.h3`
  margin: 0;
  font-size: var(--gaia-font-size-md);
`;

/** What step one fixed (nationality, ID number), shown read-only. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--gaia-space-2) var(--gaia-space-4);
  margin: 0;
  dt {
    color: var(--gaia-color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** Buttons side by side, wrapping on narrow screens; every one at least 44px high (the kit's). */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-3);
  & > * {
    flex: 1 1 12rem;
  }
`;

/** Fields in two columns where there is room. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: var(--gaia-space-4);
`;

/** A status line (reading, read); empty when nothing to say. */
export const StatusLine = styled.p`
  margin: 0;
  &:empty {
    display: none;
  }
`;

/** Why a field cannot be changed (locked on the profile, or fixed by OCR). */
export const FieldReason = styled.p`
  margin: 0;
  margin-block-start: calc(-1 * var(--gaia-space-2));
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text-muted);
`;

/** A hidden file input, opened by a button. */
export const HiddenFileInput = styled.input`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
