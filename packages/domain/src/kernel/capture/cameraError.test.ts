import { describe, expect, it } from 'vitest';
import { anyVideoInput, cameraErrorMessageKey, classifyCameraError } from './cameraError';

describe('classifyCameraError (F2.20)', () => {
  it('treats a refused permission as permission denied', () => {
    expect(classifyCameraError(new DOMException('Permission denied', 'NotAllowedError'))).toBe(
      'permission-denied',
    );
    expect(classifyCameraError({ name: 'PermissionDeniedError' })).toBe('permission-denied');
    expect(classifyCameraError(new DOMException('Blocked by policy', 'SecurityError'))).toBe(
      'permission-denied',
    );
  });

  it('treats a missing, busy or failing camera as device abnormal', () => {
    expect(
      classifyCameraError(new DOMException('Requested device not found', 'NotFoundError')),
    ).toBe('device-abnormal');
    expect(
      classifyCameraError(new DOMException('Could not start video source', 'NotReadableError')),
    ).toBe('device-abnormal');
    expect(classifyCameraError({ name: 'OverconstrainedError', constraint: 'width' })).toBe(
      'device-abnormal',
    );
    expect(classifyCameraError(new DOMException('Aborted', 'AbortError'))).toBe('device-abnormal');
  });

  it('treats anything else, including no error object at all, as device abnormal', () => {
    expect(
      classifyCameraError(
        new TypeError("Cannot read properties of undefined (reading 'getUserMedia')"),
      ),
    ).toBe('device-abnormal');
    expect(classifyCameraError(new Error('boom'))).toBe('device-abnormal');
    expect(classifyCameraError('NotAllowedError')).toBe('device-abnormal');
    expect(classifyCameraError(undefined)).toBe('device-abnormal');
    expect(classifyCameraError(null)).toBe('device-abnormal');
    expect(classifyCameraError({ name: 42 })).toBe('device-abnormal');
  });

  it('gives the message key to show', () => {
    expect(cameraErrorMessageKey(new DOMException('x', 'NotAllowedError'))).toBe(
      'gaia_face_capture_permission_denied',
    );
    expect(cameraErrorMessageKey(new DOMException('x', 'NotReadableError'))).toBe(
      'gaia_face_capture_device_abnormal',
    );
  });
});

describe('anyVideoInput', () => {
  it('is true when a camera is listed', () => {
    expect(anyVideoInput([{ kind: 'audioinput' }, { kind: 'videoinput' }])).toBe(true);
  });

  it('is false with microphones and speakers only, nothing, or no list', () => {
    expect(anyVideoInput([{ kind: 'audioinput' }, { kind: 'audiooutput' }])).toBe(false);
    expect(anyVideoInput([])).toBe(false);
    expect(anyVideoInput(undefined)).toBe(false);
    expect(anyVideoInput(null)).toBe(false);
  });
});
