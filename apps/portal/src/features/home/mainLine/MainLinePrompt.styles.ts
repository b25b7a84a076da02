import styled from 'styled-components';

export const PromptBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
  padding: var(--gaia-space-4) var(--gaia-space-5);
  border: 1px solid var(--gaia-color-primary);
  border-inline-start-width: 4px;
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-primary-subtle);
  color: var(--gaia-color-text);
`;

export const PromptTitle = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
`;

export const PromptText = styled.p`
  margin: 0;
`;

export const PromptActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-3);
`;
