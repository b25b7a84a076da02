import styled from 'styled-components';

/** The page: the step's card and, beside it on wide screens (below it on phones), the help. */
export const Layout = styled.div`
  display: grid;
  gap: var(--gaia-space-5);
  inline-size: min(100%, 60rem);
  margin-inline: auto;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 36rem) minmax(0, 20rem);
    align-items: start;
  }
`;

export const FlowCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-5);
  padding: var(--gaia-space-6) var(--gaia-space-5);
  background: var(--gaia-color-surface);
  border-radius: var(--gaia-radius-lg);
  box-shadow: var(--gaia-elevation-1);
  @media (max-width: 767px) {
    padding: var(--gaia-space-5) var(--gaia-space-4);
    box-shadow: none;
  }
`;

/** The page heading; focus moves here on each step change (tabIndex -1). */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);
  &:focus-visible {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;

/** "Step 2 of 5: Verification code", read with the heading. */
export const Position = styled.p`
  margin: var(--gaia-space-1) 0 0;
  color: var(--gaia-color-text-muted);
`;

export const StepTitle = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
`;

export const StepIntro = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  overflow-wrap: anywhere;
`;

export const StepForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;

/** Back and the step's main action: side by side, wrapping on narrow screens. */
export const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-3);
  & > * {
    flex: 1 1 10rem;
  }
`;

/** A group of the step (the face, a new code) with its own heading. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--gaia-space-3);
  padding: var(--gaia-space-4);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: var(--gaia-font-size-md);
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gaia-space-3);
`;

/** The user ID in the success dialog: large, with its copy button beside it. */
export const UserId = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--gaia-space-2);
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  font-weight: 600;
`;

export const Footer = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-2);
  align-items: center;
`;
