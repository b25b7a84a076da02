import { useId } from 'react';
import type { StoredFileDetail } from '@gaia/domain';
import { uploadStoredFile } from '@gaia/domain/api';
import { FieldError, UploadControl, useT } from '@gaia/ui';
import { fileApi } from './profileApi';

export interface UploadFieldProps {
  /** The control's label: a message key. */
  label: string;
  /** The file the profile holds already (shown with Re-upload). */
  defaultFile?: StoredFileDetail | null;
  /** Told of the stored file after an upload (undefined after removal). */
  onChange: (file: StoredFileDetail | undefined) => void;
  /** The rule's message key when no file is there yet. */
  error?: string;
}

/** A required document upload (ID copy, company certificate) through the common upload (spec 02 §7). */
export function UploadField({ label, defaultFile, onChange, error }: UploadFieldProps) {
  const t = useT();
  const errorId = useId();
  return (
    <div aria-describedby={error ? errorId : undefined}>
      <UploadControl
        label={label}
        required
        {...(defaultFile ? { defaultFile } : {})}
        upload={(file) => uploadStoredFile(fileApi, file, file.name)}
        onChange={onChange}
      />
      {error ? <FieldError id={errorId}>{t(error)}</FieldError> : null}
    </div>
  );
}
