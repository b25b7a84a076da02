import { Suspense, lazy, useRef, useState, type ChangeEvent } from 'react';
import { acceptAttribute, IdentityMessageKey, type IdDocumentKind } from '@gaia/domain';
import { Button, FormError, useT } from '@gaia/ui';
import { DocumentChoiceDialog } from './lazyDocumentChoice';
import { Actions, HiddenFileInput, Section, SectionHeading, StatusLine } from './identity.styles';
import type { useIdOcr } from './useIdOcr';

const IdScanDialog = lazy(() => import('./IdScanDialog'));

export interface OcrPanelProps {
  ocr: ReturnType<typeof useIdOcr>;
  /** The document preselected in the choice (the likely one for the nationality). */
  likelyDocument: IdDocumentKind;
  /** Accepted picture types (the ID copy's configured list). */
  fileTypes: readonly string[];
}

type Next = 'scan' | 'upload';

const FAULT_KEYS = {
  'permission-denied': 'gaia_signup_camera_denied',
  'device-abnormal': 'gaia_signup_camera_abnormal',
} as const;

/**
 * F2.5, F2.20: fill the identity from the ID — choose the document, then scan it with the camera or
 * upload a photo of it; shows the reading, what went wrong (not readable, another document, a
 * refused file, the camera's fault with the way on) and a number that is not step one's.
 */
export function OcrPanel({ ocr, likelyDocument, fileTypes }: OcrPanelProps) {
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [choosing, setChoosing] = useState<{ next: Next; round: number }>();
  const [scanning, setScanning] = useState(false);
  const [kind, setKind] = useState<IdDocumentKind>(likelyDocument);
  const reading = ocr.phase === 'reading';

  const open = (next: Next) =>
    setChoosing((current) => ({ next, round: (current?.round ?? 0) + 1 }));

  const onChoose = (chosen: IdDocumentKind) => {
    setKind(chosen);
    const next = choosing?.next;
    setChoosing(undefined);
    // Opened within the click, as browsers allow a file chooser only then.
    if (next === 'upload') fileInput.current?.click();
    else setScanning(true);
  };

  const uploadInstead = () => {
    setScanning(false);
    fileInput.current?.click();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still reads it.
    event.target.value = '';
    if (file) void ocr.read(file, kind);
  };

  const onCapture = (picture: Blob) => {
    setScanning(false);
    void ocr.read(new File([picture], 'id-scan.jpg', { type: 'image/jpeg' }), kind);
  };

  const status = reading
    ? t('gaia_signup_ocr_reading')
    : ocr.phase === 'read'
      ? t('gaia_signup_ocr_done')
      : '';
  const problem =
    ocr.phase === 'failed' && ocr.message
      ? t(ocr.message)
      : ocr.mismatch
        ? t(IdentityMessageKey.ocrNumberMismatch, ocr.mismatch)
        : ocr.cameraFault
          ? t(FAULT_KEYS[ocr.cameraFault])
          : '';

  return (
    <Section aria-labelledby="signup-ocr-heading" aria-busy={reading || undefined}>
      <SectionHeading id="signup-ocr-heading">{t('gaia_signup_ocr_heading')}</SectionHeading>
      <Actions>
        <Button variant="secondary" disabled={reading} onClick={() => open('scan')}>
          gaia_signup_ocr_scan
        </Button>
        <Button variant="secondary" loading={reading} onClick={() => open('upload')}>
          gaia_signup_ocr_upload
        </Button>
      </Actions>
      {/* Reached through the two buttons (after the document choice); hidden from assistive technology so the upload is named once. */}
      <HiddenFileInput
        ref={fileInput}
        type="file"
        accept={acceptAttribute(fileTypes)}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="ocr-file"
        onChange={onFile}
      />
      <StatusLine role="status">{status}</StatusLine>
      <FormError>{problem}</FormError>
      <DocumentChoiceDialog
        key={choosing?.round ?? 0}
        initial={choosing ? kind : undefined}
        onCancel={() => setChoosing(undefined)}
        onChoose={onChoose}
      />
      {scanning ? (
        <Suspense fallback={null}>
          <IdScanDialog
            onCapture={onCapture}
            onCameraFault={ocr.setCameraFault}
            onUploadInstead={uploadInstead}
            onCancel={() => setScanning(false)}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
