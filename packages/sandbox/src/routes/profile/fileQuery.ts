import { Hono } from 'hono';
import type { StoredFileDetail } from '@gaia/domain';
import { badRequest, ok, readJsonObject, stringField } from '../../envelope';

/**
 * The file query (spec 02 §7 "File query: acquire by {filePath, fileName}"): the stored file's
 * detail with a thumbUrl to show it. The sandbox keeps no file content (routes/files.ts), so the
 * thumbnail is a picture drawn from the path: a face silhouette for face images, a document for
 * anything else — an inline SVG the portal's CSP allows (img-src data:).
 */

const FACE_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 240 240'><rect width='240' height='240' fill='#dbe7f3'/>" +
  "<circle cx='120' cy='96' r='48' fill='#5b7590'/><path d='M36 240c8-56 44-84 84-84s76 28 84 84z' fill='#5b7590'/></svg>";
const DOCUMENT_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 240 240'><rect width='240' height='240' fill='#eef1f4'/>" +
  "<rect x='40' y='60' width='160' height='120' rx='8' fill='#fff' stroke='#5b7590' stroke-width='4'/>" +
  "<circle cx='84' cy='112' r='20' fill='#5b7590'/><rect x='116' y='100' width='64' height='8' fill='#5b7590'/>" +
  "<rect x='116' y='120' width='48' height='8' fill='#5b7590'/></svg>";

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function fileQueryRoutes() {
  const app = new Hono();
  app.post('/ecare/common/file/acquire', async (c) => {
    const body = await readJsonObject(c);
    const filePath = body && stringField(body, 'filePath');
    if (!filePath || filePath.length > 300) return badRequest(c);
    const fileName = (body && stringField(body, 'fileName')) || filePath.split('/').pop() || 'file';
    const isFace = filePath.includes('/face/') || /face|selfie/i.test(fileName);
    const detail: StoredFileDetail = { fileName, filePath, thumbUrl: svgUrl(isFace ? FACE_SVG : DOCUMENT_SVG) };
    return ok(c, detail);
  });
  return app;
}
