import styled from 'styled-components';

/** The page: the steps' card and, beside it on wide screens (below it on phones), the help. */
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

export const StepCard = styled.section`
  padding: var(--gaia-space-6) var(--gaia-space-5);
  background: var(--gaia-color-surface);
  border-radius: var(--gaia-radius-lg);
  box-shadow: var(--gaia-elevation-1);
  @media (max-width: 767px) {
    padding: var(--gaia-space-5) var(--gaia-space-4);
    box-shadow: none;
  }
`;

/** Back, Cancel and the step's main action: side by side, wrapping on narrow screens. */
export const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-3);
  & > * {
    flex: 1 1 8rem;
  }
`;

/** The uploaded documents, one row each with its remove button. */
export const DocumentList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
`;

export const DocumentRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--gaia-space-3);
  padding-block: var(--gaia-space-1);
  padding-inline: var(--gaia-space-3);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  overflow-wrap: anywhere;
`;

export const ListTitle = styled.h3`
  margin: 0;
  font-size: var(--gaia-font-size-md);
`;

/** The company account on the success screen, large and selectable, with its copy button. */
export const AccountRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--gaia-space-3);
  font-size: var(--gaia-font-size-xl);
  font-weight: 600;
`;

export const FieldGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
`;
