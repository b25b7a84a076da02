/** Props of the face information modal (F3.11). */
export interface FaceInfoDialogProps {
  /** Called when the dialog closes (focus returns to the opener). */
  onClose: () => void;
}

/** The face information modal: the enrolled face, or a way to add one (spec 03 F3.11). */
export default function FaceInfoDialog(_props: FaceInfoDialogProps) {
  return null;
}
