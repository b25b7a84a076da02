import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Delivery addresses per customer and the postal-code lookup (spec 02 F2.17). */
export function addressBookRoutes(store: SandboxStore): Hono {
  void store;
  return new Hono();
}
