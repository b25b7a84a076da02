/**
 * The face capture frame and guide box (spec 01 §7, §9: "face box (305,0)-(980,720)"; spec 03 §7:
 * fixed boxCoordinateList of (305,0) and (980,720); F1.5, F2.5). The captured picture is 1280x720,
 * and the server compares the face found inside this box.
 */

export interface FrameSize {
  width: number;
  height: number;
}

export interface FramePoint {
  x: number;
  y: number;
}

/** Top-left and bottom-right corners in pixels of the captured frame. */
export interface FrameBox {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The camera resolution asked for (ideal) and the size of the captured JPEG. */
export const CAPTURE_FRAME: Readonly<FrameSize> = Object.freeze({ width: 1280, height: 720 });

/**
 * Where the face must be, in pixels of the 1280x720 frame (the same two points as model FACE_BOX,
 * as a box for drawing and cropping).
 */
export const FACE_CAPTURE_BOX: Readonly<FrameBox> = Object.freeze({
  x1: 305,
  y1: 0,
  x2: 980,
  y2: 720,
});

/** The face box as the comparison calls send it (boxCoordinateList). */
export function faceBoxCoordinates(box: FrameBox = FACE_CAPTURE_BOX): FramePoint[] {
  return [
    { x: box.x1, y: box.y1 },
    { x: box.x2, y: box.y2 },
  ];
}

/** The same box seen in a mirrored (selfie) preview. */
export function mirrorBox(box: FrameBox, frame: FrameSize = CAPTURE_FRAME): FrameBox {
  return { x1: frame.width - box.x2, y1: box.y1, x2: frame.width - box.x1, y2: box.y2 };
}

/** A box as percentages of its frame, for drawing the guide over a preview of any size. */
export interface BoxPercent {
  /** From the frame's left edge (the frame is a picture: it never flips with text direction). */
  left: number;
  top: number;
  width: number;
  height: number;
}

export function boxAsPercent(
  box: FrameBox = FACE_CAPTURE_BOX,
  frame: FrameSize = CAPTURE_FRAME,
): BoxPercent {
  const pct = (part: number, whole: number) => Math.round((part / whole) * 1e6) / 1e4;
  return {
    left: pct(box.x1, frame.width),
    top: pct(box.y1, frame.height),
    width: pct(box.x2 - box.x1, frame.width),
    height: pct(box.y2 - box.y1, frame.height),
  };
}

/** A box scaled to a preview that shows the whole frame at another size (pixels of the preview). */
export function scaleBox(box: FrameBox, frame: FrameSize, view: FrameSize): FrameBox {
  const sx = view.width / frame.width;
  const sy = view.height / frame.height;
  return { x1: box.x1 * sx, y1: box.y1 * sy, x2: box.x2 * sx, y2: box.y2 * sy };
}

/** The part of a source picture to draw so it fills the target without stretching (CSS object-fit: cover). */
export interface CropRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/**
 * Crops the camera picture to the target's shape, centred, so a camera that cannot give 1280x720
 * (640x480, a portrait phone camera) still yields a 1280x720 picture whose face box means the same
 * as in the preview (which uses object-fit: cover).
 */
export function coverCrop(source: FrameSize, target: FrameSize = CAPTURE_FRAME): CropRect {
  if (source.width <= 0 || source.height <= 0) return { sx: 0, sy: 0, sw: 0, sh: 0 };
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const sw = target.width / scale;
  const sh = target.height / scale;
  return { sx: (source.width - sw) / 2, sy: (source.height - sh) / 2, sw, sh };
}
