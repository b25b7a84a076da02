import styled, { css } from 'styled-components';

/** Muted text with no margin: what explains rather than what matters. */
export const mutedParagraph = css`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

/** A paragraph of muted text (a hint, a note, a count). */
export const MutedText = styled.p`
  ${mutedParagraph}
`;

/**
 * The explanation under a page's or a step's heading: muted, and long words (an e-mail, an ID)
 * wrap instead of overflowing on a phone.
 */
export const Intro = styled.p`
  ${mutedParagraph}
  overflow-wrap: anywhere;
`;

/** A line that takes no room while it says nothing (a live region kept in the page). */
export const hiddenWhenEmpty = css`
  &:empty {
    display: none;
  }
`;

/**
 * A polite status line (a code was sent, a check is running): small muted text that takes no room
 * while it is empty, so the live region can stay in the page.
 */
export const StatusLine = styled.p`
  ${mutedParagraph}
  font-size: var(--gaia-font-size-sm);
  ${hiddenWhenEmpty}
`;

/** A short note on the soft info tint (where the map is, why a list is empty). */
export const infoNote = css`
  margin: 0;
  padding: var(--gaia-space-2) var(--gaia-space-3);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-info-subtle);
  color: var(--gaia-color-text);
`;

/** One line of text cut with an ellipsis where it is wider than its box (a chosen value in a closed control). */
export const ellipsisLine = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
