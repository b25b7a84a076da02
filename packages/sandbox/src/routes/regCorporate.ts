import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Corporate registration (spec 02 §7). */
export function regCorporateRoutes(_store: SandboxStore) {
  return new Hono();
}
