/**
 * The dialog widths the specification gives, in CSS pixels (spec 01 §8 "Modal widths", spec 02 §8):
 * a screen's dialog passes its width to the kit's Modal (`width`), whose own sizes are a generic
 * scale. The Modal is never wider than the viewport.
 */
export const DialogWidth = {
  terms: 1000,
  privacy: 1000,
  confirm: 620,
  info: 620,
  accountExists: 500,
  signOut: 500,
  changePassword: 460,
  face: 424,
  camera: 400,
} as const;

export type DialogName = keyof typeof DialogWidth;
