import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** The shop catalogue: floors, categories, products with SKUs and images, offers, favourites (F4.1, F4.2). */
export function catalogueRoutes(store: SandboxStore): Hono {
  void store;
  return new Hono();
}
