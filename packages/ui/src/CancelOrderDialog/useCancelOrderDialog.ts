import { useState } from 'react';
import { isRemarksSubmitDisabled } from '@gaia/domain';

/** Behaviour of the cancel dialog: remarks reset on each opening; Submit disabled per `isRemarksSubmitDisabled`. */
export function useCancelOrderDialog(open: boolean) {
  const [remarks, setRemarks] = useState('');
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    setRemarks('');
  }
  return { remarks, setRemarks, submitDisabled: isRemarksSubmitDisabled(remarks) };
}
