import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Menus, permissions and the signed-in shell (spec 03 §7). */
export function shellRoutes(_store: SandboxStore) {
  return new Hono();
}
