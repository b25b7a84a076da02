import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSandboxApp, type SandboxApp } from '../app';

export interface SandboxServerOptions {
  /** 0 picks a free port. @default 0 */
  port?: number;
  /** @default '127.0.0.1' */
  hostname?: string;
  /**
   * A built portal to serve next to the API: a path's own file, else its prerendered page
   * (`/signIn` → signIn.html), else index.html (SPA routing). Text
   * files are sent brotli- or gzip-compressed when the client accepts it, as a production host would.
   */
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

/** Text types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest']);
type Encoding = 'br' | 'gzip';
/**
 * Compressed bodies by file, encoding and modification time: a built file is compressed once, at a
 * brotli quality that stays quick on the first request (a CDN would precompress at 11).
 */
const compressed = new Map<string, Buffer>();

/** The best encoding the client accepts: brotli, then gzip (as a CDN in front of the portal would). */
function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function compress(file: string, mtimeMs: number, body: Buffer, encoding: Encoding): Buffer {
  const key = `${encoding}:${mtimeMs}:${file}`;
  let cached = compressed.get(key);
  if (!cached) {
    cached =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipSync(body, { level: 9 });
    compressed.set(key, cached);
  }
  return cached;
}

async function fileResponse(file: string, acceptEncoding?: string): Promise<Response | undefined> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    const extension = path.extname(file);
    const type = MIME[extension] ?? 'application/octet-stream';
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body: Buffer = await readFile(file);
    const encoding = COMPRESSIBLE.has(extension) ? preferredEncoding(acceptEncoding) : undefined;
    if (encoding) {
      body = compress(file, info.mtimeMs, body, encoding);
      headers['Content-Encoding'] = encoding;
      headers.Vary = 'Accept-Encoding';
    }
    return new Response(new Uint8Array(body), { headers });
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
    const accept = c.req.header('accept-encoding');
    // Clean URLs: /signIn is served from signIn.html when the build prerendered it.
    return (
      (await fileResponse(requested, accept)) ??
      (requested === root ? undefined : await fileResponse(`${requested}.html`, accept)) ??
      (await fileResponse(path.join(root, 'index.html'), accept)) ??
      c.notFound()
    );
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
