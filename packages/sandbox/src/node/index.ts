import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { ResultCode } from '@gaia/domain';
import { createSandboxApp, type SandboxApp } from '../app';
import { fail } from '../envelope';
import { inlineScriptHashes, securityHeaders } from './securityHeaders';

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
/** The inline-script hashes of each built page, by file and modification time. */
const pageHashes = new Map<string, string[]>();

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
    if (extension === '.html') {
      // The page's own inline scripts are allowed by their hashes (no 'unsafe-inline').
      const key = `${info.mtimeMs}:${file}`;
      let hashes = pageHashes.get(key);
      if (!hashes) {
        hashes = inlineScriptHashes(body.toString('utf8'));
        pageHashes.set(key, hashes);
      }
      Object.assign(headers, securityHeaders(hashes));
    }
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

/** Static files of these types are never answered with the SPA page: a missing one is a 404. */
const FILE_EXTENSIONS = new Set(Object.keys(MIME).filter((extension) => extension !== '.html'));

function notFound(c: Context): Response {
  return fail(c, '404', 'gaia_tip_bad_request', 404);
}

function withStatic(host: Hono, staticDir: string) {
  const root = path.resolve(staticDir);
  host.get('*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      // Malformed percent-encoding (/%E0%A4%A, /%) is the client's error, not the server's.
      return fail(c, ResultCode.badRequest, 'gaia_tip_bad_request', 400);
    }
    if (pathname.includes('\0')) return fail(c, ResultCode.badRequest, 'gaia_tip_bad_request', 400);
    const requested = path.resolve(root, `.${pathname}`);
    // Inside the root only: compared with a trailing separator, so a sibling "dist-private" is outside.
    if (requested !== root && !requested.startsWith(`${root}${path.sep}`)) return notFound(c);
    const accept = c.req.header('accept-encoding');
    const own = await fileResponse(requested, accept);
    if (own) return own;
    // A missing built file (a stale /assets/*.js, an image) is a 404: the SPA page is no script.
    const relative = path.relative(root, requested);
    if (relative.split(path.sep)[0] === 'assets' || FILE_EXTENSIONS.has(path.extname(requested).toLowerCase()))
      return notFound(c);
    // Clean URLs: /signIn is served from signIn.html when the build prerendered it.
    return (
      (requested === root ? undefined : await fileResponse(`${requested}.html`, accept)) ??
      (await fileResponse(path.join(root, 'index.html'), accept)) ??
      notFound(c)
    );
  });
  return host;
}

/**
 * The host around the sandbox app: the security headers on every answer (an HTML page's inline
 * scripts allowed by hash), then the API, then the built portal when there is one.
 */
function createHost(api: SandboxApp, staticDir?: string) {
  const host = new Hono();
  host.use('*', async (c, next) => {
    await next();
    const response = c.res;
    if (response.headers.has('Content-Security-Policy')) {
      for (const [name, value] of Object.entries(securityHeaders()))
        if (!response.headers.has(name)) response.headers.set(name, value);
      return;
    }
    const type = response.headers.get('Content-Type') ?? '';
    const html = type.startsWith('text/html') && !response.headers.has('Content-Encoding');
    const hashes = html ? inlineScriptHashes(await response.clone().text()) : [];
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(securityHeaders(hashes))) headers.set(name, value);
    c.res = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });
  host.route('/', api);
  if (staticDir) withStatic(host, staticDir);
  host.onError((_error, c) => fail(c, ResultCode.serverError, 'gaia_tip_server_error', 500));
  return host;
}

/** Starts the sandbox as a Node HTTP server (the portal's default backend and the e2e backend). */
export function startSandboxServer(options: SandboxServerOptions = {}): Promise<RunningSandbox> {
  const app = options.app ?? createSandboxApp();
  const hostname = options.hostname ?? '127.0.0.1';
  const handler = createHost(app, options.staticDir);
  return new Promise((resolve) => {
    const server = serve({ fetch: handler.fetch, port: options.port ?? 0, hostname }, (info: AddressInfo) => {
      // Node closes an idle keep-alive connection after 5 s, the moment a client (a browser, a test's
      // request context) may be reusing it: the request then dies with ECONNRESET. Idle connections
      // are kept longer than any client keeps them, as a reverse proxy would (close() still ends them).
      if (server instanceof HttpServer) {
        server.keepAliveTimeout = 65_000;
        server.headersTimeout = 66_000;
      }
      resolve({
        url: `http://${hostname}:${info.port}`,
        port: info.port,
        app,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
