import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Step-up authentication: face, code and memorable word (spec 03 §7). */
export function stepUpRoutes(_store: SandboxStore) {
  return new Hono();
}
