import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Profiles: acquire, update, completeness, my details (spec 02 §7). */
export function profileRoutes(_store: SandboxStore) {
  return new Hono();
}
