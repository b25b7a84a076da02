import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Lines, balances, main line and boosters (spec 03 §7). */
export function subscriptionRoutes(_store: SandboxStore) {
  return new Hono();
}
