import { FIRST_FRAME_ID } from './firstFrame';

/** Removes a painted first frame: the page beneath it is drawn. */
export function dismissFirstFrame(): void {
  document.getElementById(FIRST_FRAME_ID)?.remove();
}

/** The path of the page a painted first frame pictures, while one is up. */
export function paintedFirstFramePath(): string | undefined {
  return document.getElementById(FIRST_FRAME_ID)?.dataset.path;
}
