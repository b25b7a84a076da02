import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** The demo city: standard addresses with coordinates, towers and coverage, reverse geocoding (spec 03 F3.17). */
export function geoRoutes(store: SandboxStore): Hono {
  void store;
  return new Hono();
}
