import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Top-up amounts, currencies, pre-checks and the amount owed (spec 03 §7). */
export function topUpRoutes(_store: SandboxStore) {
  return new Hono();
}
