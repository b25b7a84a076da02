import { useRef, useState } from 'react';
import {
  IdentityMessageKey,
  checkUploadFile,
  documentIdType,
  ocrNumberDiffers,
  type CameraErrorKind,
  type IdDocumentKind,
  type OcrReading,
  type RegistrationConfig,
  type StoredFileDetail,
} from '@gaia/domain';
import { uploadIdCopyOutcome } from '@gaia/domain/api';
import { identityApi } from './identityApi';

/** Where the OCR of the step stands. */
export type OcrPhase = 'idle' | 'reading' | 'read' | 'failed';

export interface UseIdOcrOptions {
  nationality: string;
  /** The ID number given on step one, compared with the document's. */
  idNbr: string;
  config: Pick<RegistrationConfig, 'nationalIdType' | 'nonNationalIdType' | 'idCopyFileTypes'>;
  /** Told of a reading and the stored picture it came from (which is also the ID copy). */
  onRead: (reading: OcrReading, stored: StoredFileDetail & { fileSize: number }) => void;
}

/** Bytes read from a chosen picture for the type check (as the upload control does). */
const HEAD_BYTES = 16;

/**
 * F2.5 and F2.20: the OCR of the identity step — a picture (camera or file) is stored through the
 * ID copy upload, then read by OCR for the chosen document; the outcome, the refusal (not readable,
 * another document, a refused file) and the camera's fault are kept for the panel to show.
 */
export function useIdOcr({ nationality, idNbr, config, onRead }: UseIdOcrOptions) {
  const [phase, setPhase] = useState<OcrPhase>('idle');
  const [message, setMessage] = useState<string>();
  const [mismatch, setMismatch] = useState<{ read: string; given: string }>();
  const [cameraFault, setCameraFault] = useState<CameraErrorKind>();
  const running = useRef(false);

  const fail = (text: string) => {
    setMessage(text);
    setPhase('failed');
  };

  /** Stores and reads a picture of the chosen document. */
  async function read(file: File, kind: IdDocumentKind) {
    if (running.current) return;
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    const refused = checkUploadFile(file, head, config.idCopyFileTypes);
    setMismatch(undefined);
    if (refused) return fail(refused);
    running.current = true;
    setMessage(undefined);
    setPhase('reading');
    try {
      const idType = documentIdType(kind, config);
      const stored = await uploadIdCopyOutcome(identityApi, file, file.name, {
        nationality,
        idType,
      });
      if (!stored.ok) return fail(stored.error);
      const scan = await identityApi.ocrScan({
        idType,
        nationality,
        filePath: stored.file.filePath,
      });
      if (!scan.ok) return fail(scan.message);
      if (ocrNumberDiffers(scan.reading, idNbr))
        setMismatch({ read: scan.reading.idNbr ?? '', given: idNbr });
      onRead(scan.reading, { ...stored.file, fileSize: stored.file.fileSize ?? file.size });
      setCameraFault(undefined);
      setPhase('read');
    } catch {
      // No answer (offline, timeout): the catalogue has told the person; the form stays theirs to fill.
      fail(IdentityMessageKey.ocrFailed);
    } finally {
      running.current = false;
    }
  }

  return { phase, message, mismatch, cameraFault, setCameraFault, read };
}
