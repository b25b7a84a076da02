import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  padding-block: var(--gaia-space-2);
  border-block-end: 1px solid var(--gaia-color-border);
`;

export const Muted = styled.span`
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-md);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-3);
`;
