import type { Context } from 'hono';

/** The multipart body of an upload, or undefined when the body is not one (the route answers 400). */
export async function readUploadForm(c: Context): Promise<FormData | undefined> {
  try {
    return await c.req.formData();
  } catch {
    return undefined;
  }
}

/** Keeps a file name safe to put in a path: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  return name.replace(/[^\w.-]+/g, '_').slice(-80) || 'file';
}
