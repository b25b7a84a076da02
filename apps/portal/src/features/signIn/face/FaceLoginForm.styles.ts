import styled from 'styled-components';

export const Intro = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

/** A polite status line (checking the account, signing in); takes no room when empty. */
export const Status = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
  &:empty {
    display: none;
  }
`;

export const CaptureBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
`;
