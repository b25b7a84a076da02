import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type RunningSandbox } from './index';

const GUARD_SCRIPT = "(function(){document.getElementById('root').inert=true})()";

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** Sends a raw request line (fetch and node:http would refuse or re-encode a malformed target). */
function rawRequest(url: string, target: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('Node host (B4)', () => {
  let server: RunningSandbox;
  let dir: string;

  beforeAll(async () => {
    // <base>/dist is served; <base>/dist-private is a sibling whose name starts like it.
    const base = await mkdtemp(path.join(tmpdir(), 'gaia-static-'));
    dir = path.join(base, 'dist');
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    await mkdir(path.join(base, 'dist-private'));
    await writeFile(path.join(base, 'dist-private', 'secret.txt'), 'private key material');
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>portal</title>');
    await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(
      path.join(dir, 'signIn.html'),
      `<!doctype html><title>prerendered sign-in</title><div id="root"></div><script>${GUARD_SCRIPT}</script><script type="module" src="/assets/app.js"></script>`,
    );
    server = await startSandboxServer({ port: 0, staticDir: dir });
  });
  afterAll(() => server.close());

  it('listens on a free loopback port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves the built portal, with index.html for client routes', async () => {
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const route = await fetch(`${server.url}/myProfile`);
    expect(await route.text()).toContain('<title>portal</title>');
    // A prerendered route is served from its own page, query string or not.
    expect(await (await fetch(`${server.url}/signIn?t=i`)).text()).toContain('prerendered sign-in');
  });

  it('compresses text files for clients that accept it', async () => {
    const { request } = await import('node:http');
    const { brotliDecompressSync } = await import('node:zlib');
    // fetch() decompresses by itself, so the raw bytes come from node:http.
    const raw = await new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
      const req = request(`${server.url}/assets/app.js`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(raw.encoding).toBe('br');
    expect(raw.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(raw.body).toString()).toBe('console.log(1)');
  });

  it('does not serve files outside the static folder', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });

  it('does not serve a sibling folder whose name starts like the static folder (dist-private)', async () => {
    const response = await fetch(`${server.url}/..%2fdist-private%2fsecret.txt`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('private key material');
  });

  it('answers a missing asset with 404, not the SPA page', async () => {
    for (const missing of ['/assets/missing-1234.js', '/assets/missing.css', '/assets/font.woff2', '/missing.js']) {
      const response = await fetch(`${server.url}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).not.toContain('<title>portal</title>');
    }
    // A client route still gets the SPA page.
    expect((await fetch(`${server.url}/myProfile/settings`)).status).toBe(200);
  });

  it('answers malformed percent-encoding with 400 and the envelope, not 500', async () => {
    for (const target of ['/%E0%A4%A', '/%', '/assets/%E0%A4%A.js', '/signIn%']) {
      const answer = await rawRequest(server.url, target);
      expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 400 Bad Request');
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { resultCode: string };
      expect(body.resultCode, target).toBe('40000001');
      expect(answer).not.toMatch(/URIError|at decodeURIComponent/);
    }
  });

  it('sends the security headers on every answer: pages, assets, API calls, errors', async () => {
    for (const url of ['/signIn', '/', '/assets/app.js', '/assets/missing.js', '/ecare/user/currentInfo', '/__sandbox/inbox.html']) {
      const response = await fetch(`${server.url}${url}`, { method: url.startsWith('/ecare') ? 'POST' : 'GET' });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("base-uri 'self'");
      expect(csp, url).toContain("form-action 'self'");
      expect(csp, url).toContain("connect-src 'self'");
      expect(csp, url).toContain("media-src 'self' blob:");
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, url).toMatch(/^\s*script-src 'self'/);
      expect(scriptSrc, url).not.toContain('unsafe-inline');
      expect(scriptSrc, url).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), url).toBe('camera=(self), microphone=(), geolocation=(self)');
    }
  });

  it("lists the hash of each inline script of the page it serves, and no other", async () => {
    const signIn = await fetch(`${server.url}/signIn`, { headers: { 'accept-encoding': 'br' } });
    const csp = signIn.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${sha256(GUARD_SCRIPT)}`);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
    // The inbox page's own refresh script is allowed on that page.
    const inbox = await fetch(`${server.url}/__sandbox/inbox.html`);
    const html = await inbox.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toBe('');
    expect(inbox.headers.get('content-security-policy')).toContain(sha256(script));
    // A JSON answer allows no inline script.
    const api = await fetch(`${server.url}/__sandbox/scenario`);
    expect(api.headers.get('content-security-policy')).not.toContain("'sha256-");
  });

  it('answers a malformed JSON body with the envelope, not a crash', async () => {
    const response = await fetch(`${server.url}/ecare/user/pwdLogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', locale: 'ar' },
      body: '{"account": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; resultCode: string; resultMsg: string };
    expect(body.code).toBe(body.resultCode);
    expect(body.resultMsg).toMatch(/[\u0600-\u06ff]/);
  });

  it('answers a JSON body over 1 MB with 413 and the envelope, declared or chunked', async () => {
    const { request } = await import('node:http');
    const post = (chunked: boolean) =>
      new Promise<{ status?: number; body: string }>((resolve, reject) => {
        const body = Buffer.from(JSON.stringify({ account: 'a'.repeat(2 * 1024 * 1024) }));
        const req = request(
          `${server.url}/ecare/user/pwdLogin`,
          { method: 'POST', headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': body.length }) } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode, body: text }));
          },
        );
        req.on('error', reject);
        if (chunked) for (let i = 0; i < body.length; i += 65536) req.write(body.subarray(i, i + 65536));
        else req.write(body);
        req.end();
      });
    for (const chunked of [false, true]) {
      const answer = await post(chunked);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: '413', resultCode: '413' });
    }
  });

  it('control routes: JSON from the same origin (or a tool without Origin) only', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/__sandbox/settings`, { method: 'POST', headers, body: JSON.stringify({ faceLoginEnabled: true }) });
    expect((await post({ 'content-type': 'application/json' })).status).toBe(200);
    expect((await post({ 'content-type': 'application/json', origin: server.url })).status).toBe(200);
    expect((await post({ 'content-type': 'application/json', origin: 'http://evil.example' })).status).toBe(403);
    // What `curl -X POST -d '{...}'` sends without -H 'content-type: application/json'.
    expect((await post({ 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('switches scenarios: maintenance answers 593 until reset', async () => {
    const json = { 'content-type': 'application/json' };
    await fetch(`${server.url}/__sandbox/scenario`, { method: 'POST', headers: json, body: JSON.stringify({ scenario: 'maintenance' }) });
    expect((await fetch(`${server.url}/ecare/user/currentInfo`, { method: 'POST' })).status).toBe(593);
    await fetch(`${server.url}/__sandbox/reset`, { method: 'POST', headers: json });
    expect((await fetch(`${server.url}/ecare/user/currentInfo`, { method: 'POST' })).status).toBe(401);
  });
});
