import { describe, expect, it } from 'vitest';
import { catalogues } from '@gaia/domain';
import { createSandboxApp } from '../app';

describe('/i18n/{locale}/local.json (F0.4)', () => {
  const app = createSandboxApp();

  it('serves the catalogue of the locale, cacheable when versioned', async () => {
    const versioned = await app.fetch(new Request('http://s/i18n/ar/local.json?v=2026.1'));
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('Cache-Control')).toContain('immutable');
    expect(await versioned.json()).toEqual(catalogues.ar);
    const plain = await app.fetch(new Request('http://s/i18n/en/local.json'));
    expect(plain.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('an unknown locale or file is a 404', async () => {
    expect((await app.fetch(new Request('http://s/i18n/fr/local.json'))).status).toBe(404);
    expect((await app.fetch(new Request('http://s/i18n/en/other.json'))).status).toBe(404);
  });
});
