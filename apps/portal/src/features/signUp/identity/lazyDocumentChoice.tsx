import { Suspense } from 'react';
import { lazyWithMessages } from '../../../app/lazyWithMessages';
import type { DocumentChoiceDialogProps } from './DocumentChoiceDialog';

const DocumentChoiceChunk = lazyWithMessages<DocumentChoiceDialogProps>(() => import('./DocumentChoiceDialog').then((m) => ({ default: m.DocumentChoiceDialog })));

/** The document-kind choice before a scan (F2.6): its own chunk, loaded when the choice opens. */
export function DocumentChoiceDialog(props: DocumentChoiceDialogProps) {
  if (props.initial === undefined) return null;
  return (
    <Suspense fallback={null}>
      <DocumentChoiceChunk {...props} />
    </Suspense>
  );
}
