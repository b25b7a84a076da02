import { css } from 'styled-components';
import { centredContent } from './centredContent';
import { comfortableTarget } from './targetSize';

/**
 * A borderless icon-only button (close, dismiss, reveal, open the list): centred icon in the muted
 * colour that turns to the text colour on hover. Its target size is the caller's (see targetSize).
 */
export const quietIconButton = css`
  ${centredContent}
  border: 0;
  border-radius: var(--gaia-radius-md);
  background: transparent;
  color: var(--gaia-color-text-muted);
  cursor: pointer;

  &:hover {
    color: var(--gaia-color-text);
  }
`;

/** The hover of a quiet icon button that sits on a surface (dialog, toast): a sunken background. */
export const sunkenHover = css`
  &:hover {
    background: var(--gaia-color-surface-sunken);
  }
`;

/** A quiet icon button at the primary touch target (44px), with no margin or padding of its own. */
export const comfortableIconButton = css`
  ${quietIconButton}
  ${comfortableTarget}
  margin: 0;
  padding: 0;
`;

/** The close or dismiss button in the corner of a dialog or a toast: it keeps its size in the row. */
export const dismissIconButton = css`
  ${comfortableIconButton}
  ${sunkenHover}
  flex: none;
`;
