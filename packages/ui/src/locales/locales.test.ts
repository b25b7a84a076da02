import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@gaia/domain';
import { Button } from '../Button/Button';
import { GaiaProvider } from '../provider/GaiaProvider';
import { loadKitMessages, loadedKitMessages } from './loadKitMessages';
import { kitEn } from './en';
import { kitAr } from './ar';

/** The kit's component sources (stories, fixtures and tests aside), by path. */
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.stories.tsx', '!../**/*.test.ts', '!../**/*.fixtures.ts', '!../**/*.fixtures.tsx', '!../**/*.examples.ts', '!../**/*.examples.tsx', '!../locales/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const KEY = /['"`]((?:gaia|tip|lb)_[A-Za-z0-9_]*)/g;

describe('the kit catalogues', () => {
  it('carry the texts of @gaia/domain, English and Arabic with the same keys', () => {
    const keys = Object.keys(kitEn).sort();
    expect(Object.keys(kitAr).sort()).toEqual(keys);
    for (const key of keys) {
      expect(kitEn[key as keyof typeof kitEn]).toBe(catalogues.en[key]);
      expect(kitAr[key as keyof typeof kitAr]).toBe(catalogues.ar[key]);
    }
  });

  it('hold every message key a component of the kit uses', () => {
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const [, key] of text.matchAll(KEY)) {
        if (key === undefined || key in kitEn) continue;
        // A key built from a prefix (`gaia_feedback_tone_${tone}`): some kit key must start with it.
        if (key.endsWith('_') && Object.keys(kitEn).some((k) => k.startsWith(key))) continue;
        missing.push(`${file}: ${key}`);
      }
    }
    // A key listed here is in no area that packages/ui/src/locales/en.ts and ar.ts gather: add its area there.
    expect(missing).toEqual([]);
  });
});

describe('loadKitMessages', () => {
  it('loads a locale once and keeps it', async () => {
    expect(loadedKitMessages('ar')).toBeUndefined();
    const first = loadKitMessages('ar');
    expect(loadKitMessages('ar')).toBe(first);
    const messages = await first;
    expect(messages.gaia_action_ok).toBe(catalogues.ar.gaia_action_ok);
    expect(loadedKitMessages('ar')).toBe(messages);
    expect(await loadKitMessages('ar')).toBe(messages);
    expect(loadedKitMessages('en')).toBeUndefined();
  });
});

describe('GaiaProvider on the server', () => {
  const ok = () => createElement(Button, null, 'gaia_action_ok');

  it('renders the fallback inside the root while the locale is not loaded, then the children', async () => {
    const waiting = renderToString(createElement(GaiaProvider, { locale: 'en', fallback: createElement('p', null, 'waiting') }, ok()));
    expect(waiting).toContain('waiting');
    expect(waiting).toContain('dir="ltr"');
    expect(waiting).not.toContain('gaia_action_ok');
    expect(waiting).not.toContain('OK');

    await loadKitMessages('en');
    const ready = renderToString(createElement(GaiaProvider, { locale: 'en', fallback: createElement('p', null, 'waiting') }, ok()));
    expect(ready).not.toContain('waiting');
    expect(ready).toContain('OK');
  });

  it('renders Arabic right to left with the kit catalogue alone, and lets messages override a key', async () => {
    await loadKitMessages('ar');
    const arabic = renderToString(createElement(GaiaProvider, { locale: 'ar' }, ok()));
    expect(arabic).toContain('dir="rtl"');
    expect(arabic).toContain('lang="ar"');
    expect(arabic).toContain(catalogues.ar.gaia_action_ok);

    const overridden = renderToString(createElement(GaiaProvider, { locale: 'ar', messages: { gaia_action_ok: 'تم' } }, ok()));
    expect(overridden).toContain('تم');
    expect(overridden).not.toContain(catalogues.ar.gaia_action_ok);
  });

  it("renders at once with the app's own translate function", () => {
    const html = renderToString(createElement(GaiaProvider, { locale: 'ar', t: (key: string) => `[${key}]`, fallback: 'waiting' }, ok()));
    expect(html).toContain('[gaia_action_ok]');
    expect(html).not.toContain('waiting');
  });
});
