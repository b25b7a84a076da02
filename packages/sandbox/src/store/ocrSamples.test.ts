import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OCR_SAMPLES, sha256Hex } from './ocrSamples';

describe('OCR samples (F2.5)', () => {
  it.each(OCR_SAMPLES.map((sample) => [sample.file, sample] as const))(
    '%s: its recorded hash is the committed file’s, and it is small',
    async (_file, sample) => {
      const bytes = await readFile(
        fileURLToPath(new URL(`../../assets/ocr/${sample.file}`, import.meta.url)),
      );
      expect(bytes.byteLength).toBeLessThanOrEqual(60 * 1024);
      expect(
        await sha256Hex(
          bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
        ),
      ).toBe(sample.sha256);
    },
  );
});
