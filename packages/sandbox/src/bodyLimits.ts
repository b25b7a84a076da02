import type { Context, Next } from 'hono';
import { SecurityResultCode } from '@gaia/domain';
import { fail } from './envelope';

/** JSON bodies above this size answer 413 (issue 10 §4). */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** Files above this size are refused by default, as an operator's gateway would. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** What a multipart body may carry beyond the file itself (boundaries, part headers, a name). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The path of the common upload. */
export const UPLOAD_PATH = '/ecare/common/file/upload';

/** The routes whose body is a file: the common upload and the ID copy's (spec 02 §7). */
const UPLOAD_PATHS: ReadonlySet<string> = new Set([UPLOAD_PATH, '/ecare/gaia/cust/cert/upload']);

export function tooLarge(c: Context): Response {
  return fail(c, SecurityResultCode.payloadTooLarge, 'gaia_tip_request_too_large', 413);
}

/** How much of a refused streamed body is still read (and dropped) so the client can finish sending and read the 413. */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  void (async () => {
    let read = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        read += value.byteLength;
        if (read > DISCARD_MAX_BYTES) return void (await reader.cancel());
      }
    } catch {
      // The client went away: nothing left to drop.
    }
  })();
}

/** A middleware refusing bodies over `maxSize` bytes with 413 and the envelope. */
export function limitBody(maxSize: number) {
  return async (c: Context, next: Next) => {
    const raw = c.req.raw;
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      // The declared length is checked before the body is touched (the HTTP parser enforces it).
      if (Number(declared) > maxSize) return refuse(c);
      return next();
    }
    if (!raw.body) return next();
    const reader = raw.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        discardRest(reader);
        return refuse(c);
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(raw, { body });
    return next();
  };
}

function refuse(c: Context): Response {
  const response = tooLarge(c);
  // The connection is not reused after a refused body.
  response.headers.set('Connection', 'close');
  return response;
}

/**
 * Refuses bodies over their limit with 413 and the envelope before a route reads them: uploads
 * by the configured file size, every other body by JSON_BODY_MAX_BYTES. The declared length is
 * checked first; a streamed body is counted as it arrives.
 */
export function bodyLimits(uploadMaxBytes: number) {
  const json = limitBody(JSON_BODY_MAX_BYTES);
  const upload = limitBody(uploadMaxBytes + MULTIPART_OVERHEAD_BYTES);
  return (c: Context, next: Next) => (UPLOAD_PATHS.has(c.req.path) ? upload(c, next) : json(c, next));
}
