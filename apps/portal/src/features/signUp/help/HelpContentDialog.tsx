import { HtmlContentDialog } from '@gaia/ui';

export interface HelpContentDialogProps {
  /** The item's title: the dialog's title. */
  title: string;
  /** The item's HTML, sanitised by the kit's dialog (DOMPurify) before it is shown. */
  html: string;
  onClose: () => void;
}

/** An HTML help item read in the kit's content dialog (F2.19); its own chunk, loaded when first opened. */
export default function HelpContentDialog({ title, html, onClose }: HelpContentDialogProps) {
  return <HtmlContentDialog open onClose={onClose} title={title} html={html} readOnly size="medium" cancelLabel="gaia_action_close" />;
}
