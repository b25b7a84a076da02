import styled from 'styled-components';

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: var(--gaia-space-1);
  margin: 0;
  color: var(--gaia-color-danger);
  font-size: var(--gaia-font-size-sm);
  & svg {
    flex: none;
    margin-block-start: 0.2em;
  }
`;

export const FormAlert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--gaia-space-2);
  padding: var(--gaia-space-3);
  border: 1px solid var(--gaia-color-danger);
  border-inline-start-width: 4px;
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-danger-subtle);
  color: var(--gaia-color-text);
  & svg {
    flex: none;
    color: var(--gaia-color-danger);
    margin-block-start: 0.2em;
  }
`;
