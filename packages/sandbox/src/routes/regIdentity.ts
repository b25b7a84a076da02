import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Reference lists, ID rules, OCR and the ID copy (spec 02 §7). */
export function regIdentityRoutes(_store: SandboxStore) {
  return new Hono();
}
