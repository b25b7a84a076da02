import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: var(--gaia-space-3);
`;
