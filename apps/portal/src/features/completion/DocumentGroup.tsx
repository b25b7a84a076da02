import type { StoredFileDetail } from '@gaia/domain';
import { useT } from '@gaia/ui';
import { useRulesFormContext } from '../../forms/useRulesForm';
import { UploadField } from './UploadField';
import { Group, Legend } from './completion.styles';

interface DocumentGroupProps {
  /** The form field that holds the stored file's path (its rule asks for one). */
  name: string;
  /** The upload's label: a message key. */
  label: string;
  /** The file the profile holds already. */
  defaultFile: StoredFileDetail | null;
  /** Told of the stored file after an upload (undefined after removal), for the save. */
  onUploaded: (file: StoredFileDetail | undefined) => void;
}

/** The documents section of a completion form (F2.12): one required upload (ID copy, company certificate). */
export function DocumentGroup({ name, label, defaultFile, onUploaded }: DocumentGroupProps) {
  const t = useT();
  const form = useRulesFormContext();
  const error = form.errorOf(name);
  return (
    <Group>
      <Legend>{t('gaia_completion_section_documents')}</Legend>
      <UploadField
        label={label}
        defaultFile={defaultFile}
        onChange={(file) => {
          onUploaded(file);
          form.change(name, file?.filePath ?? '');
        }}
        {...(error ? { error } : {})}
      />
    </Group>
  );
}
