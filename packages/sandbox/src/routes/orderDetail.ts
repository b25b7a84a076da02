import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Order detail, timeline and receipts (spec 03 §7). */
export function orderDetailRoutes(_store: SandboxStore) {
  return new Hono();
}
