import { describe, expect, it } from 'vitest';
import { catalogues, en } from './catalogues';
import { loadCatalogue } from './loadCatalogue';
import { createTranslator, directionOf, interpolate, resolveLocale, toLocale } from '../kernel/i18n/locale';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('catalogues (F0.4, B2)', () => {
  it('Arabic has exactly the English keys', () => {
    expect(Object.keys(catalogues.ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('no message is empty, and Arabic keeps every placeholder of English', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(text, key).not.toBe('');
      const arabic = catalogues.ar[key] ?? '';
      expect(arabic, key).not.toBe('');
      expect(placeholders(arabic), key).toEqual(placeholders(text));
    }
  });

  it('Arabic texts are translated, not copies of the English (short symbols excepted)', () => {
    const copies = Object.entries(en).filter(([key, text]) => /[a-z]{3}/i.test(text) && catalogues.ar[key] === text);
    expect(copies.map(([key]) => key)).toEqual([]);
  });

  it('loads Arabic on demand', async () => {
    await expect(loadCatalogue('ar')).resolves.toBe(catalogues.ar);
    await expect(loadCatalogue('en')).resolves.toBe(en);
  });
});

describe('locale rules (F0.4)', () => {
  it('prefers the URL parameter, then stored settings, then the default', () => {
    expect(resolveLocale({ urlParam: 'ar', stored: 'en' })).toBe('ar');
    expect(resolveLocale({ urlParam: 'fr', stored: 'ar-SA' })).toBe('ar');
    expect(resolveLocale({ urlParam: null, stored: null })).toBe('en');
  });

  it('reads base languages and knows the direction', () => {
    expect(toLocale('AR_sa')).toBe('ar');
    expect(toLocale('de')).toBeUndefined();
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('interpolates and passes unknown keys through (server messages)', () => {
    expect(interpolate('Hi {{ name }}', { name: 'Tariro' })).toBe('Hi Tariro');
    expect(interpolate('Hi {{name}}', {})).toBe('Hi {{name}}');
    const t = createTranslator({ a: 'A' }, { b: 'B' });
    expect([t('a'), t('b'), t('Server said no.')]).toEqual(['A', 'B', 'Server said no.']);
  });
});
