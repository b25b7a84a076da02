import styled from 'styled-components';

export const Page = styled.div`
  inline-size: min(100%, 48rem);
  margin-inline: auto;
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);
  &:focus-visible {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;

/** One part of the details: a card with its heading. */
export const Section = styled.section`
  padding: var(--gaia-space-5);
  background: var(--gaia-color-surface);
  border-radius: var(--gaia-radius-lg);
  box-shadow: var(--gaia-elevation-1);
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--gaia-space-3);
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: var(--gaia-space-2) var(--gaia-space-4);
  margin: 0;
`;

export const Term = styled.dt`
  color: var(--gaia-color-text-muted);
`;

export const Value = styled.dd`
  margin: 0;
  font-weight: var(--gaia-font-weight-medium);
  overflow-wrap: anywhere;
`;

export const AddressList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
`;

export const AddressItem = styled.li`
  padding: var(--gaia-space-3) var(--gaia-space-4);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gaia-space-3);
`;

export const AddressText = styled.div`
  flex: 1 1 14rem;
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  overflow-wrap: anywhere;
`;

export const DefaultTag = styled.span`
  align-self: flex-start;
  padding: 0 var(--gaia-space-2);
  border-radius: var(--gaia-radius-sm);
  background: var(--gaia-color-primary-subtle);
  color: var(--gaia-color-text);
  font-size: var(--gaia-font-size-sm);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-3);
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
`;
