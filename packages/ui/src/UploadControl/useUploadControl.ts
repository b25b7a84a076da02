import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  checkUploadFile,
  initialUploadState,
  uploadFailure,
  uploadReducer,
  type StoredFileDetail,
  type UploadOutcome,
  type UploadState,
} from '@gaia/domain';

/** Bytes read from the start of a chosen file for the content check. */
const HEAD_BYTES = 16;

export interface UseUploadControlOptions {
  upload: (file: File) => Promise<UploadOutcome>;
  allowedTypes?: readonly string[] | string;
  defaultFile?: StoredFileDetail | null;
  onChange?: (file: StoredFileDetail | undefined) => void;
}

// F2.18
/** Checks, uploads and previews one file, with the domain reducer deciding the states. */
export function useUploadControl({ upload, allowedTypes, defaultFile, onChange }: UseUploadControlOptions) {
  const [state, dispatch] = useReducer(
    uploadReducer,
    defaultFile ? ({ status: 'done', file: defaultFile } satisfies UploadState) : initialUploadState,
  );
  /** The last chosen file: previewed once stored, and sent again by retry. */
  const [localFile, setLocalFile] = useState<File | undefined>(undefined);
  const [pending, setPending] = useState<File | undefined>(undefined);
  const [retryable, setRetryable] = useState(false);
  const [objectUrl, setObjectUrl] = useState<string | undefined>(undefined);
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Image thumbnails of a chosen file: one object URL per file, revoked on change and unmount.
  useEffect(() => {
    if (!localFile) {
      setObjectUrl(undefined);
      return undefined;
    }
    const url = URL.createObjectURL(localFile);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [localFile]);

  const send = useCallback(
    async (file: File) => {
      if (busy.current) return;
      busy.current = true;
      setPending(file);
      setRetryable(false);
      dispatch({ type: 'start' });
      let outcome: UploadOutcome;
      try {
        outcome = await upload(file);
      } catch (error) {
        outcome = uploadFailure(error);
      } finally {
        busy.current = false;
      }
      if (!mounted.current) return;
      dispatch({ type: 'settled', outcome });
      if (outcome.ok) {
        setLocalFile(file);
        onChange?.(outcome.file);
      } else {
        setRetryable(true);
      }
    },
    [upload, onChange],
  );

  const choose = useCallback(
    async (file: File) => {
      if (busy.current) return;
      const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
      const refused = checkUploadFile(file, head, allowedTypes);
      if (refused) {
        setPending(file);
        setRetryable(false);
        dispatch({ type: 'rejected', errorKey: refused });
        return;
      }
      await send(file);
    },
    [allowedTypes, send],
  );

  const retry = useCallback(() => {
    if (pending) void send(pending);
  }, [pending, send]);

  const remove = useCallback(() => {
    if (busy.current) return;
    dispatch({ type: 'remove' });
    setLocalFile(undefined);
    setPending(undefined);
    setRetryable(false);
    onChange?.(undefined);
  }, [onChange]);

  return { state, localFile, pending, retryable, objectUrl, choose, retry, remove };
}
