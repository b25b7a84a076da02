/**
 * The kit's camera capture, as the default export React.lazy needs: sign-up loads it only when the
 * camera opens, so the page's own JS does not carry the camera code.
 */
export { FaceCapture as default } from '@gaia/ui';
