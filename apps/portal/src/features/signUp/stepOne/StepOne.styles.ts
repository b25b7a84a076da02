import styled from 'styled-components';

/** A step's heading: focused when the step appears, so its name is announced. */
export const StepHeading = styled.h2`
  margin: 0 0 var(--gaia-space-1);
  font-size: var(--gaia-font-size-lg);
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;

export const Intro = styled.p`
  margin: 0 0 var(--gaia-space-4);
  color: var(--gaia-color-text-muted);
`;

export const StepForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;

/** A polite status line under a field (a check running, a check passed, the upgrade notice). */
export const Status = styled.p`
  margin: 0;
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text-muted);
  &:empty {
    display: none;
  }
`;

/** The terms checkbox and the links that open the documents. */
export const Agreement = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
`;

export const AgreementLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-2);
`;

/** Cancel / Back and Next, end-aligned; stacked full width on phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--gaia-space-3);
  margin-block-start: var(--gaia-space-2);
  @media (max-width: 767px) {
    flex-direction: column-reverse;
    & > * {
      inline-size: 100%;
    }
  }
`;

export const FormSwitch = styled.div`
  margin-block-end: var(--gaia-space-4);
`;

/** The code field and its send / countdown / resend button. */
export const CodeRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--gaia-space-3);
`;

/** The account-exists dialog's facts: a term and its value per row. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--gaia-space-2) var(--gaia-space-4);
  margin: var(--gaia-space-4) 0 0;
  dt {
    color: var(--gaia-color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
