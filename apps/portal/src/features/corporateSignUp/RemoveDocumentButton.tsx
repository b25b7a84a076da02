import { IconButton, useT } from '@gaia/ui';

/** A cross: the icon of removing a document (the button's name says which). */
function RemoveIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Removes one uploaded company document; named "Remove <file name>" for assistive technology. */
export function RemoveDocumentButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const t = useT();
  return <IconButton label={t('gaia_corporate_document_remove', { name })} icon={<RemoveIcon />} size="lg" onClick={onRemove} />;
}
