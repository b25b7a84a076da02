import type { IdDocumentKind, OcrReading } from '@gaia/domain';

/**
 * The sample ID documents the sandbox's OCR can read (assets/ocr/*.jpg, rendered by
 * assets/ocr/render.mjs with these fields printed on them), recognised by the SHA-256 of the
 * uploaded bytes. Any other picture is "not readable" — so a person can try both answers of F2.5
 * with the files in the repository.
 */
export interface OcrSample {
  /** The file under packages/sandbox/assets/ocr. */
  file: string;
  /** What the picture shows. */
  kind: IdDocumentKind;
  /** Hex SHA-256 of the file. */
  sha256: string;
  /** The fields printed on it, as OCR answers them. */
  reading: Required<OcrReading>;
}

export const OCR_SAMPLES: readonly OcrSample[] = [
  {
    file: 'national-id.jpg',
    kind: 'nationalId',
    sha256: 'a4a9fabd7a5d581f8b4e955de85f3d3b17f60c25e5c01c277dbfb92b565460d8',
    reading: {
      idNbr: '632231457F42',
      firstName: 'TENDAI',
      lastName: 'MOYO',
      birthday: '19900314',
      gender: 'female',
      idExpDate: '20350314',
    },
  },
  {
    file: 'passport.jpg',
    kind: 'passport',
    sha256: '4507cf68d799a3860f2210178174bef50462322d571f32f3c27bacb2492ca5b2',
    reading: {
      idNbr: 'A09876543',
      firstName: 'SIPHO',
      lastName: 'NDLOVU',
      birthday: '19850722',
      gender: 'male',
      idExpDate: '20310721',
    },
  },
];

/** Hex SHA-256 of bytes (Web Crypto: the same in Node and in the browser under MSW). */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The sample whose bytes these are, if any. */
export async function sampleOf(bytes: ArrayBuffer): Promise<OcrSample | undefined> {
  const hash = await sha256Hex(bytes);
  return OCR_SAMPLES.find((sample) => sample.sha256 === hash);
}

/**
 * Where a stored ID copy records what it is: its path carries the sample's name (…/ocr-passport/…),
 * so the OCR call needs no memory of uploads and a sandbox reset cannot mix them up.
 */
export function sampleMarker(sample: OcrSample | undefined): string {
  return sample ? `ocr-${sample.kind}/` : '';
}

/** The sample a stored ID copy's path names (see sampleMarker). */
export function sampleOfPath(filePath: string): OcrSample | undefined {
  const match = /^certs\/F-\d+\/ocr-(nationalId|passport)\//.exec(filePath);
  return match ? OCR_SAMPLES.find((sample) => sample.kind === match[1]) : undefined;
}
