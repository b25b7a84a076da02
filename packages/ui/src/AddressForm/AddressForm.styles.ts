import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  min-inline-size: 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  font-weight: var(--gaia-font-weight-bold);
  color: var(--gaia-color-text);
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: var(--gaia-space-2);
  & > :first-child {
    flex: 1;
  }
`;

export const Status = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;
