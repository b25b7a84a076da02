import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type RunningSandbox } from './index';

describe('Node host (B4)', () => {
  let server: RunningSandbox;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gaia-static-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>portal</title>');
    await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'signIn.html'), '<!doctype html><title>prerendered sign-in</title>');
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

  it('switches scenarios: maintenance answers 593 until reset', async () => {
    await fetch(`${server.url}/__sandbox/scenario`, { method: 'POST', body: JSON.stringify({ scenario: 'maintenance' }) });
    expect((await fetch(`${server.url}/ecare/user/currentInfo`, { method: 'POST' })).status).toBe(593);
    await fetch(`${server.url}/__sandbox/reset`, { method: 'POST' });
    expect((await fetch(`${server.url}/ecare/user/currentInfo`, { method: 'POST' })).status).toBe(401);
  });
});
