import styled from 'styled-components';

/** A dialog's explanation. */
export const Text = styled.p`
  margin: 0 0 var(--gaia-space-3);
  color: var(--gaia-color-text);
`;

/** A polite status line (opening the camera, checking); takes no room when empty. */
export const Status = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
  &:empty {
    display: none;
  }
`;

/** A dialog's actions, wrapping on a phone. */
export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--gaia-space-2);
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
`;

/** The code field beside its Get / Resend button. */
export const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--gaia-space-2);
`;
