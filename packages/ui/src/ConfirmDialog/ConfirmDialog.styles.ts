import styled from 'styled-components';

export const Message = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
  color: var(--gaia-color-text);

  & > p {
    margin: 0;
  }
`;
