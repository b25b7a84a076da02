import { Hono } from 'hono';
import type { SandboxStore } from '../store/SandboxStore';

/** Available numbers with locks that expire, and new-connection onboarding orders (spec 02 F2.15, spec 03 F3.19). */
export function onboardingRoutes(store: SandboxStore): Hono {
  void store;
  return new Hono();
}
