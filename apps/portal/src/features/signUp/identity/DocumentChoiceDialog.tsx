import { useState } from 'react';
import { DialogWidth, type IdDocumentKind } from '@gaia/domain';
import { Button, RadioGroup, useT } from '@gaia/ui';
import { CancelDialog } from '../../../layout/dialog/CancelDialog';

export interface DocumentChoiceDialogProps {
  /** Open while set: the document preselected (the likely one for the nationality). */
  initial: IdDocumentKind | undefined;
  onCancel: () => void;
  /** Continue with the chosen document (runs in the click, so it may open a file chooser). */
  onChoose: (kind: IdDocumentKind) => void;
}

const OPTIONS = [
  { value: 'nationalId', label: 'gaia_signup_ocr_doc_national' },
  { value: 'passport', label: 'gaia_signup_ocr_doc_passport' },
] as const;

/**
 * F2.5: the OCR document type choice (spec 02 §2 "Dialogs"): national ID card or passport. The
 * host remounts it (key) each time it opens, so it starts from the likely document again.
 */
export function DocumentChoiceDialog({ initial, onCancel, onChoose }: DocumentChoiceDialogProps) {
  const t = useT();
  const [value, setValue] = useState<IdDocumentKind>(initial ?? 'nationalId');
  return (
    <CancelDialog
      open={initial !== undefined}
      onClose={onCancel}
      cancelLabel="gaia_signup_ocr_cancel"
      title="gaia_signup_ocr_choose_title"
      width={DialogWidth.accountExists}
      action={<Button onClick={() => onChoose(value)}>gaia_signup_ocr_continue</Button>}
    >
      <p>{t('gaia_signup_ocr_choose_hint')}</p>
      <RadioGroup
        label="gaia_signup_ocr_doc_label"
        options={OPTIONS}
        value={value}
        onChange={(next) => setValue(next === 'passport' ? 'passport' : 'nationalId')}
      />
    </CancelDialog>
  );
}
