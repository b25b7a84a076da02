import styled from 'styled-components';
import { wrappingRow } from '../internal/styles/row';
import { secondaryText } from '../internal/styles/secondaryText';
import { spacedStack } from '../internal/styles/stack';
import { CAPTURE_FRAME, FACE_CAPTURE_BOX, boxAsPercent, mirrorBox } from '@gaia/domain';

const box = boxAsPercent(FACE_CAPTURE_BOX, CAPTURE_FRAME);
const mirrored = boxAsPercent(mirrorBox(FACE_CAPTURE_BOX, CAPTURE_FRAME), CAPTURE_FRAME);

export const Root = styled.div`
  ${spacedStack(3)}
`;

/**
 * The preview keeps the 16:9 shape of the captured 1280x720 picture and crops the camera like the
 * capture does (object-fit: cover), so the guide marks the same pixels the server compares. It is a
 * picture, so it is always laid out left to right.
 */
export const Preview = styled.div`
  position: relative;
  inline-size: 100%;
  aspect-ratio: ${CAPTURE_FRAME.width} / ${CAPTURE_FRAME.height};
  overflow: hidden;
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface-sunken);
  color: var(--gaia-color-text-muted);
`;

export const Video = styled.video`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;

  [data-mirrored] > & {
    transform: scaleX(-1);
  }
  [data-state='error'] > & {
    visibility: hidden;
  }
`;

/** The face box (305,0)-(980,720) as a guide; the rest of the picture is dimmed. */
export const Guide = styled.div`
  position: absolute;
  inset-block-start: ${box.top}%;
  inset-inline-start: ${box.left}%;
  inline-size: ${box.width}%;
  block-size: ${box.height}%;
  border: calc(var(--gaia-space-1) / 2) dashed var(--gaia-color-primary);
  border-radius: var(--gaia-radius-xl);
  box-shadow: 0 0 0 100vmax var(--gaia-color-overlay);
  pointer-events: none;

  [data-mirrored] > & {
    inset-inline-start: ${mirrored.left}%;
  }
  [data-state='error'] > & {
    display: none;
  }
  /* An ID card or passport page: a centred landscape frame (ID-1 cards are 85.6 x 54 mm). */
  &[data-guide='document'] {
    inset-block-start: 11%;
    inset-inline-start: 15%;
    inline-size: 70%;
    block-size: 78%;
    border-radius: var(--gaia-radius-md);
  }
`;

/** Shown in place of the picture when the camera cannot start. */
export const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export const Instructions = styled.p`
  margin: 0;
  color: var(--gaia-color-text);
`;

export const StatusText = styled.p`
  margin: 0;
  ${secondaryText}
  &:empty {
    display: none;
  }
`;

export const Actions = styled.div`
  ${wrappingRow(2)}
`;
