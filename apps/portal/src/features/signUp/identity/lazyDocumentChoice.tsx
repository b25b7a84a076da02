import { lazyOnDemand } from '../../../app/lazyDialog';
import type { DocumentChoiceDialogProps } from './DocumentChoiceDialog';

const documentChoice = lazyOnDemand(
  () => import('./DocumentChoiceDialog'),
  (m) => m.DocumentChoiceDialog,
  { isOpen: (props: DocumentChoiceDialogProps) => props.initial !== undefined },
);

/** The document-kind choice before a scan (F2.6): its own chunk, loaded when the choice opens. */
export const DocumentChoiceDialog = documentChoice.Dialog;
