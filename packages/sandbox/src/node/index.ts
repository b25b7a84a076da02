import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSandboxApp, type SandboxApp } from '../app';

export interface SandboxServerOptions {
  /** 0 picks a free port. @default 0 */
  port?: number;
  /** @default '127.0.0.1' */
  hostname?: string;
  /** A built portal to serve next to the API, with index.html for unknown paths (SPA routing). */
  staticDir?: string;
  app?: SandboxApp;
}

export interface RunningSandbox {
  url: string;
  port: number;
  app: SandboxApp;
  close: () => Promise<void>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function fileResponse(file: string): Promise<Response | undefined> {
  try {
    if (!(await stat(file)).isFile()) return undefined;
    const body = await readFile(file);
    const type = MIME[path.extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    return new Response(body, {
      headers: { 'Content-Type': type, 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' },
    });
  } catch {
    return undefined;
  }
}

function withStatic(api: SandboxApp, staticDir: string) {
  const root = path.resolve(staticDir);
  const host = new Hono();
  host.route('/', api);
  host.get('*', async (c) => {
    const requested = path.resolve(root, `.${decodeURIComponent(new URL(c.req.url).pathname)}`);
    if (!requested.startsWith(root)) return c.notFound();
    return (await fileResponse(requested)) ?? (await fileResponse(path.join(root, 'index.html'))) ?? c.notFound();
  });
  return host;
}

/** Starts the sandbox as a Node HTTP server (the portal's default backend and the e2e backend). */
export function startSandboxServer(options: SandboxServerOptions = {}): Promise<RunningSandbox> {
  const app = options.app ?? createSandboxApp();
  const hostname = options.hostname ?? '127.0.0.1';
  const handler = options.staticDir ? withStatic(app, options.staticDir) : app;
  return new Promise((resolve) => {
    const server = serve({ fetch: handler.fetch, port: options.port ?? 0, hostname }, (info: AddressInfo) => {
      resolve({
        url: `http://${hostname}:${info.port}`,
        port: info.port,
        app,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
