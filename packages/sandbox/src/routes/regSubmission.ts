import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Register, upgrade, anti-spoof and the registration configuration (spec 02 §7). */
export function regSubmissionRoutes(_store: SandboxStore) {
  return new Hono();
}
