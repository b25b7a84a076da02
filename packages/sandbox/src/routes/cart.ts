import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Carts per customer and anonymous, fee calculation with tax, goods order save (F4.3, F4.4). */
export function cartRoutes(store: SandboxStore): Hono {
  void store;
  return new Hono();
}
