import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAPTURE_FRAME,
  FACE_CAPTURE_BOX,
  boxAsPercent,
  coverCrop,
  faceBoxCoordinates,
  mirrorBox,
  scaleBox,
} from './faceBox';

describe('face box (spec 01 §9)', () => {
  it('is (305,0)-(980,720) in a 1280x720 frame', () => {
    expect(CAPTURE_FRAME).toEqual({ width: 1280, height: 720 });
    expect(FACE_CAPTURE_BOX).toEqual({ x1: 305, y1: 0, x2: 980, y2: 720 });
    expect(Object.isFrozen(FACE_CAPTURE_BOX)).toBe(true);
  });

  it('is sent as the two-point boxCoordinateList', () => {
    expect(faceBoxCoordinates()).toEqual([
      { x: 305, y: 0 },
      { x: 980, y: 720 },
    ]);
  });

  it('as percentages of the frame, for a guide over any preview size', () => {
    expect(boxAsPercent()).toEqual({ left: 23.8281, top: 0, width: 52.7344, height: 100 });
  });

  it('scales to a preview of another size', () => {
    expect(scaleBox(FACE_CAPTURE_BOX, CAPTURE_FRAME, { width: 640, height: 360 })).toEqual({
      x1: 152.5,
      y1: 0,
      x2: 490,
      y2: 360,
    });
  });

  it('mirrors for a selfie preview, and mirroring twice gives the box back', () => {
    expect(mirrorBox(FACE_CAPTURE_BOX)).toEqual({ x1: 300, y1: 0, x2: 975, y2: 720 });
    expect(mirrorBox(mirrorBox(FACE_CAPTURE_BOX))).toEqual(FACE_CAPTURE_BOX);
  });
});

describe('coverCrop', () => {
  it('takes the whole picture when the camera gives 1280x720 or any 16:9 size', () => {
    expect(coverCrop({ width: 1280, height: 720 })).toEqual({ sx: 0, sy: 0, sw: 1280, sh: 720 });
    expect(coverCrop({ width: 1920, height: 1080 })).toEqual({ sx: 0, sy: 0, sw: 1920, sh: 1080 });
  });

  it('crops a 4:3 camera top and bottom, centred', () => {
    expect(coverCrop({ width: 640, height: 480 })).toEqual({ sx: 0, sy: 60, sw: 640, sh: 360 });
  });

  it('crops a portrait camera left and right, centred', () => {
    const crop = coverCrop({ width: 720, height: 1280 });
    expect(crop.sw).toBe(720);
    expect(crop.sh).toBeCloseTo(405);
    expect(crop.sy).toBeCloseTo(437.5);
  });

  it('returns an empty rectangle before the video has a size', () => {
    expect(coverCrop({ width: 0, height: 0 })).toEqual({ sx: 0, sy: 0, sw: 0, sh: 0 });
  });

  it('always keeps the target shape and stays inside the source (property)', () => {
    /** A video side in pixels; width and height are drawn from it independently. */
    const side = fc.integer({ min: 1, max: 5000 });
    fc.assert(
      fc.property(side, side, (width, height) => {
        const { sx, sy, sw, sh } = coverCrop({ width, height });
        expect(sw / sh).toBeCloseTo(16 / 9, 6);
        expect(sx).toBeGreaterThanOrEqual(-1e-9);
        expect(sy).toBeGreaterThanOrEqual(-1e-9);
        expect(sx + sw).toBeLessThanOrEqual(width + 1e-9);
        expect(sy + sh).toBeLessThanOrEqual(height + 1e-9);
      }),
    );
  });
});
