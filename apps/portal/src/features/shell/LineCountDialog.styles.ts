import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: var(--gaia-space-3);
`;

export const StatusText = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--gaia-color-danger);
`;
