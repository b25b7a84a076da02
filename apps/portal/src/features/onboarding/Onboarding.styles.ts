import styled from 'styled-components';

/** The page: the step indicator above one card holding the current step. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-5);
  inline-size: min(100%, 56rem);
  margin-inline: auto;
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  padding: var(--gaia-space-6) var(--gaia-space-5);
  background: var(--gaia-color-surface);
  border-radius: var(--gaia-radius-lg);
  box-shadow: var(--gaia-elevation-1);
  @media (max-width: 767px) {
    padding: var(--gaia-space-5) var(--gaia-space-4);
    box-shadow: none;
  }
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);
`;

/** The step's heading; focus moves here on each step change (tabIndex -1). */
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

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-3);
  justify-content: space-between;
  padding-block-start: var(--gaia-space-2);
`;

export const Notice = styled.p`
  margin: 0;
  padding: var(--gaia-space-3);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface-muted, var(--gaia-color-surface));
  border: 1px solid var(--gaia-color-border);
`;

/** Key/value rows of the review and of what was chosen. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: var(--gaia-space-2) var(--gaia-space-4);
  margin: 0;
  dt {
    color: var(--gaia-color-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
`;

export const SignatureImage = styled.img`
  display: block;
  max-inline-size: 20rem;
  inline-size: 100%;
  background: #fff;
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
`;
