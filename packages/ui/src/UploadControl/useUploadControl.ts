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
import { useMountedRef } from '../internal/useMountedRef';

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
  /** The last stored local file with its thumbnail's object URL (made when the file is stored). */
  const [local, setLocal] = useState<{ file: File; url: string } | undefined>(undefined);
  const [pending, setPending] = useState<File | undefined>(undefined);
  const [retryable, setRetryable] = useState(false);
  const busy = useRef(false);
  const mounted = useMountedRef();

  // Image thumbnails of a stored file: one object URL per file, revoked when it is replaced or removed and on unmount.
  useEffect(() => {
    if (!local) return undefined;
    return () => URL.revokeObjectURL(local.url);
  }, [local]);

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
        setLocal({ file, url: URL.createObjectURL(file) });
        onChange?.(outcome.file);
      } else {
        setRetryable(true);
      }
    },
    [upload, onChange, mounted],
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
    setLocal(undefined);
    setPending(undefined);
    setRetryable(false);
    onChange?.(undefined);
  }, [onChange]);

  return { state, localFile: local?.file, pending, retryable, objectUrl: local?.url, choose, retry, remove };
}
