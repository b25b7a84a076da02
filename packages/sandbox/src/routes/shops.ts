import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Shops (business halls) with opening details and stock per SKU (spec 03 F3.18). */
export function shopRoutes(store: SandboxStore): Hono {
  void store;
  return new Hono();
}
