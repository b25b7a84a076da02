import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** My Orders: list, cancel, rate, payment check, review (spec 03 §7). */
export function orderRoutes(_store: SandboxStore) {
  return new Hono();
}
