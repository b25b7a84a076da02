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

/** The memorable-word page: one readable column. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-5);
  max-inline-size: 32rem;
  margin-inline: auto;
  padding: var(--gaia-space-5) var(--gaia-space-4);
`;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);
  color: var(--gaia-color-text);

  &:focus {
    outline: none;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  padding: var(--gaia-space-5);
  background: var(--gaia-color-surface);
  border-radius: var(--gaia-radius-lg);
  box-shadow: var(--gaia-elevation-1);
`;

/** The confirmation of a passed check. */
export const Success = styled.p`
  margin: 0;
  color: var(--gaia-color-text);
  font-weight: 600;

  &:empty {
    display: none;
  }
`;
