/**
 * The kit's camera capture as the default export React.lazy needs: the camera code loads only when a
 * face step-up opens, never with the page that asks for step-up.
 */
export { FaceCapture as default } from '@gaia/ui';
