import type { Context } from 'hono';
import { Hono } from 'hono';
import { FaceReasonCode, type PartyType } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import { badRequest, ok, readJsonObject, stringField } from '../envelope';

function isPoint(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const { x, y } = value as Record<string, unknown>;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y);
}

/**
 * The face comparison (spec 01 §7; F1.5): {charcFilePath, boxCoordinateList: two points}. The
 * sandbox decides by the uploaded image's path, so every outcome can be tried deterministically:
 * - a path containing "blank" → no face captured: match false, reasonCode 9000;
 * - a path containing "nomatch" → match false, reasonCode 9001;
 * - any other path → match true with a referenceId for /uc/login/face-login (5 minutes, single use).
 */
export function ucSecRoutes(store: SandboxStore) {
  const app = new Hono();

  async function compare(c: Context, partyType: PartyType) {
    const body = await readJsonObject(c);
    if (!body) return badRequest(c);
    const path = stringField(body, 'charcFilePath')?.trim();
    const box = body.boxCoordinateList;
    if (!path || !Array.isArray(box) || box.length !== 2 || !box.every(isPoint))
      return badRequest(c);
    const name = path.toLowerCase();
    if (name.includes('blank'))
      return ok(c, { match: false, reasonCode: FaceReasonCode.notCaptured });
    if (name.includes('nomatch'))
      return ok(c, { match: false, reasonCode: FaceReasonCode.notMatched });
    return ok(c, { match: true, referenceId: store.faceReferences.create(partyType) });
  }

  app.post('/uc/sec/comparison/face', (c) => compare(c, 'INDIVIDUAL'));
  app.post('/uc/sec/comparison/face/corporate', (c) => compare(c, 'CORPORATE'));
  return app;
}
