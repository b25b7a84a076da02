import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Sign-up step one checks (spec 02 §7). */
export function regStepOneRoutes(_store: SandboxStore) {
  return new Hono();
}
