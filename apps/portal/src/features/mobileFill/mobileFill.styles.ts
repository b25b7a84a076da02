import styled from 'styled-components';

/** The dialog's form: the intro, the mobile, the code row, the notices. */
export const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;

/** The dialog's explanation. */
export const Intro = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  overflow-wrap: anywhere;
`;

/** The code and its send button, one under the other (the button keeps its 44px height). */
export const CodeRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--gaia-space-3);
`;

/** A polite status line: the code was sent. */
export const Status = styled.p`
  margin: 0;
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text-muted);
  &:empty {
    display: none;
  }
`;

/** Later and Save, end-aligned; stacked full width on a phone. */
export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--gaia-space-3);
  @media (max-width: 767px) {
    flex-direction: column-reverse;
    inline-size: 100%;
    & > * {
      inline-size: 100%;
    }
  }
`;
