import { useRef, type ChangeEvent } from 'react';
import { File as FileIcon, FileSpreadsheet, FileText, FileType, FileVideo, RotateCcw, Sheet, Trash2, Upload } from '../internal/icons/glyphs';
import {
  acceptAttribute,
  normaliseAllowedTypes,
  uploadButtonState,
  uploadPreviewKind,
  type StoredFileDetail,
  type UploadOutcome,
  type UploadPreviewKind,
} from '@gaia/domain';
import { Button } from '../Button/Button';
import { FieldError } from '../FieldError/FieldError';
import { IconButton } from '../IconButton/IconButton';
import { useT } from '../provider/GaiaContext';
import { useUploadControl } from './useUploadControl';
import {
  Actions,
  FileName,
  FileRow,
  HiddenInput,
  Hint,
  Label,
  LabelRow,
  Preview,
  Root,
  VisuallyHidden,
} from './UploadControl.styles';
import { fieldDescription } from '../internal/fieldDescription';
import { FieldHelp } from '../internal/FieldHelp';
import { LabelText } from '../internal/LabelText';
import { useFieldId } from '../internal/useFieldId';

export interface UploadControlProps {
  /** Visible label of the control: a message key or text. */
  label: string;
  /**
   * Sends the file and resolves with the domain outcome: the stored file, or the error to show (the
   * server's resultMsg or a message key). The kit never fetches: the host does, e.g. with
   * `uploadStoredFile(fileApi, file, file.name)` of @gaia/domain/api or `uploadFile(send, file)` of
   * @gaia/domain. A rejection is a failed upload (the generic error).
   */
  upload: (file: File) => Promise<UploadOutcome>;
  /**
   * Allowed file types from configuration (list or comma-separated string); checked by extension and
   * by the file's first bytes. @default DEFAULT_ALLOWED_FILE_TYPES of @gaia/domain
   */
  allowedTypes?: readonly string[] | string;
  /** A file already stored (shown with Re-upload). */
  defaultFile?: StoredFileDetail | null;
  /** Called with the stored file after a successful upload, and with undefined after removal. */
  onChange?: (file: StoredFileDetail | undefined) => void;
  /** Longer help: a message key or text in a tooltip next to the label. */
  help?: string;
  /** Shows the required marker and marks the file input required. @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Hides the upload button while disabled. @default false */
  hideWhenDisabled?: boolean;
  /** Shows the allowed types under the label. @default true */
  showAllowedTypes?: boolean;
  /**
   * The form's message for the control (e.g. "upload a copy of your ID" after a refused submit): a
   * message key or text. The upload's own error, when there is one, is shown instead.
   */
  error?: string;
  /** Form field name of the file input. */
  name?: string;
  /** Id of the file input. */
  id?: string;
}

const PREVIEW_ICONS: Record<Exclude<UploadPreviewKind, 'image'>, typeof FileIcon> = {
  txt: FileText,
  doc: FileType,
  pdf: FileText,
  xls: FileSpreadsheet,
  mp4: FileVideo,
  csv: Sheet,
  generic: FileIcon,
};

/** The file upload control: check, upload, preview, re-upload, retry and remove one file. */
export function UploadControl({
  label,
  upload,
  allowedTypes,
  defaultFile,
  onChange,
  help,
  required = false,
  disabled = false,
  hideWhenDisabled = false,
  showAllowedTypes = true,
  error,
  name,
  id: idProp,
}: UploadControlProps) {
  const t = useT();
  const id = useFieldId('gaia-upload', idProp);
  const labelId = `${id}-label`;
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, localFile, pending, retryable, objectUrl, choose, retry, remove } = useUploadControl({
    upload,
    ...(allowedTypes === undefined ? {} : { allowedTypes }),
    ...(defaultFile === undefined ? {} : { defaultFile }),
    ...(onChange ? { onChange } : {}),
  });
  const button = uploadButtonState({ state, disabled, hideWhenDisabled });
  const stored = state.file;
  const kind = stored ? uploadPreviewKind(stored.fileName) : undefined;
  const imageSrc = kind === 'image' ? (localFile && objectUrl ? objectUrl : stored?.thumbUrl) : undefined;
  const PreviewIcon = kind && kind !== 'image' ? PREVIEW_ICONS[kind] : FileIcon;
  const pendingName = pending?.name ?? '';
  const errorText = state.error ? t(state.error) : '';

  const status =
    state.status === 'uploading'
      ? t('gaia_kitforms_upload_uploading', { name: pendingName })
      : state.status === 'done' && stored && localFile
        ? t('gaia_kitforms_upload_done', { name: stored.fileName })
        : state.status === 'error'
          ? t('gaia_kitforms_upload_error', { message: errorText })
          : '';

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file) void choose(file);
  };

  const shownError = state.error ?? error;
  const { hintId, errorId, describedBy } = fieldDescription(id, { hint: showAllowedTypes, error: shownError });

  return (
    <Root role="group" aria-labelledby={labelId} data-status={state.status}>
      <LabelRow>
        <Label id={labelId}>
          <LabelText label={label} required={required} />
        </Label>
        {help ? <FieldHelp help={help} label={label} /> : null}
      </LabelRow>
      {showAllowedTypes ? (
        <Hint id={hintId}>{t('gaia_kitforms_upload_allowed', { types: normaliseAllowedTypes(allowedTypes).join(', ') })}</Hint>
      ) : null}
      <HiddenInput
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={acceptAttribute(allowedTypes)}
        tabIndex={-1}
        aria-hidden="true"
        aria-labelledby={labelId}
        required={required && !stored}
        disabled={button.disabled}
        onChange={onInput}
      />
      {stored ? (
        <FileRow data-status={state.status}>
          <Preview data-kind={kind}>
            {imageSrc ? (
              <img src={imageSrc} alt={t('gaia_kitforms_upload_preview', { name: stored.fileName })} />
            ) : (
              <PreviewIcon size={24} aria-hidden="true" data-kind={kind} />
            )}
          </Preview>
          <FileName>{stored.fileName}</FileName>
          {!disabled ? (
            <IconButton
              label={t('gaia_kitforms_upload_remove', { name: stored.fileName })}
              icon={<Trash2 size={18} />}
              disabled={state.status === 'uploading'}
              onClick={remove}
            />
          ) : null}
        </FileRow>
      ) : null}
      <Actions>
        {button.hidden ? null : (
          <Button
            variant="secondary"
            icon={<Upload size={18} aria-hidden="true" />}
            loading={button.loading}
            disabled={button.disabled}
            aria-describedby={describedBy}
            onClick={() => inputRef.current?.click()}
          >
            {button.labelKey}
          </Button>
        )}
        {state.status === 'error' && retryable && !disabled ? (
          <Button variant="ghost" icon={<RotateCcw size={18} aria-hidden="true" />} onClick={retry}>
            gaia_kitforms_upload_retry
          </Button>
        ) : null}
      </Actions>
      {shownError ? <FieldError id={errorId}>{shownError}</FieldError> : null}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </Root>
  );
}
