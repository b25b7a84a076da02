import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Usage history (spec 03 §7). */
export function usageHistoryRoutes(_store: SandboxStore) {
  return new Hono();
}
