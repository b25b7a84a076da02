/**
 * The kit's camera capture, as the default export React.lazy needs: the camera code loads only when
 * a face camera dialog opens (sign-in, sign-up, step-up), never with the page that offers it.
 */
export { FaceCapture as default } from '@gaia/ui';
