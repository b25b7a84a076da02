/**
 * The kit's camera capture, as the default export React.lazy needs: the face form loads it only when
 * the camera opens, so neither the sign-in first load nor the face form carries the camera code.
 */
export { FaceCapture as default } from '@gaia/ui';
