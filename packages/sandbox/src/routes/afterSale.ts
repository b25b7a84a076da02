import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Returns, exchanges, SIM changes and shipment events of goods orders (F4.5). */
export function afterSaleRoutes(store: SandboxStore): Hono {
  void store;
  return new Hono();
}
