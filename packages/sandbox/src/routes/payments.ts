import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Payment methods, pay, check, callback, transactions and the simulated payment provider (spec 03 §7). */
export function paymentRoutes(_store: SandboxStore) {
  return new Hono();
}
