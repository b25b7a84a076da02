/**
 * Proof that the layering rules of eslint.config.js fire (docs/adr/0002-layering.md): each case is
 * a deliberate violation linted as if it sat in a file of the layer it breaks, and each layer also
 * has a clean snippet that passes. Uses ESLint's Node API against the workspace's own config.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** Where each snippet pretends to live (the files need not exist). */
const File = {
  area: 'packages/domain/src/sign-in/example.ts',
  areaTest: 'packages/domain/src/sign-in/example.test.ts',
  host: 'packages/domain/src/host/example.ts',
  kernel: 'packages/domain/src/kernel/format/example.ts',
  requestLayer: 'packages/domain/src/kernel/http/example.ts',
  uiComponent: 'packages/ui/src/Example/Example.tsx',
  uiHook: 'packages/ui/src/Example/useExample.ts',
  portalHook: 'apps/portal/src/features/example/useExample.ts',
  portalComponent: 'apps/portal/src/features/example/Example.tsx',
  sandbox: 'packages/sandbox/src/example.ts',
} as const;

interface Finding {
  ruleId: string | null;
  message: string;
  line: number;
}

async function lint(file: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line }));
}

beforeAll(async () => {
  // The first run loads the config and its plugins; the cases below then lint in milliseconds.
  await lint(File.area, 'export const warm = 1;\n');
}, 60_000);

interface Violation {
  name: string;
  file: string;
  code: string;
  rule: string;
  /** A piece of the message the rule gives, so the right entry of the rule is the one firing. */
  says: string;
}

const violations: Violation[] = [
  // Domain: no React or other workspace package, statically or lazily.
  { name: 'a static import of React', file: File.area, code: "import { useState } from 'react';\nexport const s = useState;\n", rule: 'no-restricted-imports', says: 'no React' },
  { name: 'a dynamic import() of React', file: File.area, code: "export const load = () => import('react');\n", rule: 'no-restricted-syntax', says: 'not even lazily' },
  { name: 'a dynamic import() of react-dom/client', file: File.area, code: "export const load = () => import('react-dom/client');\n", rule: 'no-restricted-syntax', says: 'not even lazily' },
  { name: 'a dynamic import() of the ui kit', file: File.area, code: "export async function load() {\n  return (await import('@gaia/ui')).Button;\n}\n", rule: 'no-restricted-syntax', says: 'not even lazily' },
  { name: 'a dynamic import() of the sandbox', file: File.area, code: "export const load = () => import('@gaia/sandbox');\n", rule: 'no-restricted-syntax', says: 'not even lazily' },
  { name: 'a dynamic import() of the portal', file: File.area, code: "export const load = () => import('@gaia/portal/app');\n", rule: 'no-restricted-syntax', says: 'not even lazily' },
  { name: 'a require() of React', file: File.area, code: "export const load = () => require('react');\n", rule: 'no-restricted-syntax', says: 'not even lazily' },
  { name: 'an import() with a computed source', file: File.area, code: "export const load = (name: string) => import(name);\n", rule: 'no-restricted-syntax', says: 'computed source' },
  { name: 'a static import of the ui kit', file: File.area, code: "export { Button } from '@gaia/ui';\n", rule: 'no-restricted-imports', says: 'bottom layer' },

  // Domain: no DOM globals, at module top level or inside functions.
  { name: 'window.fetch at module top level', file: File.area, code: "export const ready = window.fetch('/config');\n", rule: 'no-restricted-globals', says: 'by injection' },
  { name: 'window.location inside a function', file: File.area, code: 'export function here() {\n  return window.location.href;\n}\n', rule: 'no-restricted-globals', says: 'by injection' },
  { name: 'document at module top level', file: File.area, code: 'export const title = document.title;\n', rule: 'no-restricted-globals', says: 'by injection' },
  { name: 'document inside a nested callback', file: File.area, code: "export function later(run: (f: () => void) => void) {\n  run(() => document.querySelector('main'));\n}\n", rule: 'no-restricted-globals', says: 'by injection' },
  { name: 'navigator inside a function', file: File.area, code: 'export function online() {\n  return navigator.onLine;\n}\n', rule: 'no-restricted-globals', says: 'by injection' },
  { name: 'localStorage inside a function', file: File.area, code: "export function remembered() {\n  return localStorage.getItem('login');\n}\n", rule: 'no-restricted-globals', says: 'by injection' },
  { name: 'sessionStorage at module top level', file: File.area, code: "export const started = sessionStorage.getItem('countdown');\n", rule: 'no-restricted-globals', says: 'by injection' },
  { name: 'matchMedia inside a function', file: File.area, code: "export function narrow() {\n  return matchMedia('(max-width: 40em)').matches;\n}\n", rule: 'no-restricted-globals', says: 'by injection' },
  { name: 'requestAnimationFrame inside a function', file: File.area, code: 'export function next(f: () => void) {\n  return requestAnimationFrame(f);\n}\n', rule: 'no-restricted-globals', says: 'by injection' },
  { name: 'globalThis.localStorage', file: File.area, code: "export const read = () => globalThis.localStorage.getItem('k');\n", rule: 'no-restricted-syntax', says: 'by injection' },
  { name: 'globalThis.document', file: File.area, code: 'export const body = () => globalThis.document.body;\n', rule: 'no-restricted-syntax', says: 'by injection' },
  { name: 'the DOM in a domain test too', file: File.areaTest, code: "export const el = document.createElement('div');\n", rule: 'no-restricted-globals', says: 'by injection' },
  { name: 'fetch outside the request layer', file: File.area, code: "export const load = () => fetch('/content');\n", rule: 'no-restricted-globals', says: 'request layer' },
  { name: 'globalThis.fetch outside the request layer', file: File.area, code: "export const load = () => globalThis.fetch('/content');\n", rule: 'no-restricted-syntax', says: 'request layer' },
  { name: 'the DOM in the request layer', file: File.requestLayer, code: 'export const online = () => navigator.onLine;\n', rule: 'no-restricted-globals', says: 'by injection' },

  // Kernel: shared by every area, imports none of them.
  { name: 'the kernel importing an area', file: File.kernel, code: "export { normaliseCorporateId } from '../../sign-in/rules';\n", rule: 'no-restricted-imports', says: 'imports none of them' },
  { name: "the kernel importing an area's index", file: File.kernel, code: "export * from '../../orders';\n", rule: 'no-restricted-imports', says: 'imports none of them' },
  { name: 'the kernel importing an area by its entry', file: File.kernel, code: "export * from '@gaia/domain/payments';\n", rule: 'no-restricted-imports', says: 'imports none of them' },
  { name: 'the kernel importing the API client', file: File.kernel, code: "export * from '../../api';\n", rule: 'no-restricted-imports', says: 'imports none of them' },
  { name: 'the kernel loading an area lazily', file: File.kernel, code: "export const load = () => import('../../stores/numberSearch');\n", rule: 'no-restricted-syntax', says: 'imports no business area' },
  { name: 'the request layer importing an area', file: File.requestLayer, code: "export * from '../../sign-in/model';\n", rule: 'no-restricted-imports', says: 'imports none of them' },

  // ui: presentational, never the API client, a *Calls module or the network.
  { name: 'ui importing the API client', file: File.uiComponent, code: "export { createApi } from '@gaia/domain/api';\n", rule: 'no-restricted-imports', says: 'presentational' },
  { name: 'ui loading the API client lazily', file: File.uiComponent, code: "export const load = () => import('@gaia/domain/api');\n", rule: 'no-restricted-syntax', says: 'not even lazily' },
  { name: 'ui importing a *Calls module', file: File.uiHook, code: "export { createAuthApi } from '../../../domain/src/sign-in/authCalls';\n", rule: 'no-restricted-imports', says: '*Calls' },
  { name: 'ui loading a *Calls module lazily', file: File.uiHook, code: "export const load = () => import('./uploadCalls');\n", rule: 'no-restricted-syntax', says: 'not even lazily' },
  { name: 'ui taking the request layer from the main entry', file: File.uiHook, code: "export { createHttpClient } from '@gaia/domain';\n", rule: 'no-restricted-imports', says: 'request layer' },
  { name: 'ui taking a typed call from an area entry', file: File.uiComponent, code: "import { createAuthApi } from '@gaia/domain/sign-in';\nexport const api = createAuthApi;\n", rule: 'no-restricted-imports', says: 'typed calls' },
  { name: 'ui calling fetch', file: File.uiHook, code: "export const load = () => fetch('/api');\n", rule: 'no-restricted-globals', says: 'never calls the network' },
  { name: 'ui calling window.fetch', file: File.uiHook, code: "export const load = () => window.fetch('/api');\n", rule: 'no-restricted-syntax', says: 'never calls the network' },
  { name: 'ui importing the sandbox', file: File.uiComponent, code: "export { createSandbox } from '@gaia/sandbox';\n", rule: 'no-restricted-imports', says: 'sandbox' },

  // Sandbox: stands on the domain only.
  { name: 'the sandbox loading React lazily', file: File.sandbox, code: "export const load = () => import('react');\n", rule: 'no-restricted-syntax', says: 'domain only' },
  { name: 'the sandbox importing the kit', file: File.sandbox, code: "export { Button } from '@gaia/ui';\n", rule: 'no-restricted-imports', says: 'domain only' },

  // The rules of hooks run on .ts files, in the kit and the portal.
  {
    name: 'a conditional hook in a ui .ts hook',
    file: File.uiHook,
    code: "import { useState } from 'react';\nexport function useExample(on: boolean) {\n  if (on) useState(0);\n}\n",
    rule: 'react-hooks/rules-of-hooks',
    says: 'conditionally',
  },
  {
    name: 'a ref written during render in a portal .ts hook',
    file: File.portalHook,
    code: "import { useRef } from 'react';\nexport function useLatest<T>(value: T) {\n  const ref = useRef(value);\n  ref.current = value;\n  return ref;\n}\n",
    rule: 'react-hooks/refs',
    says: 'refs during render',
  },
  {
    name: 'a conditional hook in a portal component (.tsx, as before)',
    file: File.portalComponent,
    code: "import { useState } from 'react';\nexport function Example({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
    rule: 'react-hooks/rules-of-hooks',
    says: 'conditionally',
  },
];

describe('the layering rules fire on deliberate violations', () => {
  it.each(violations)('$name ($file) → $rule', async ({ file, code, rule, says }) => {
    const findings = await lint(file, code);
    expect(findings).toContainEqual(expect.objectContaining({ ruleId: rule, message: expect.stringContaining(says) }));
  });
});

interface Clean {
  name: string;
  file: string;
  code: string;
}

const clean: Clean[] = [
  {
    name: 'a domain area taking its capabilities by injection',
    file: File.area,
    code: [
      "import type { KeyValueStorage } from '../kernel/storage';",
      "import { normaliseDigits } from '../kernel/rules';",
      '',
      'export async function loadLocale(locale: string) {',
      "  return locale === 'ar' ? (await import('../messages/ar')).ar : (await import('../messages/en')).en;",
      '}',
      '',
      'export function remembered(storage: KeyValueStorage, now: () => number) {',
      "  const value = storage.getItem('login');",
      '  return value === null ? null : { login: normaliseDigits(value), at: now() };',
      '}',
      '',
      'export const later = (fn: () => void) => setTimeout(fn, 0);',
      "export const key = (bytes: Uint8Array) => globalThis.crypto.subtle.digest('SHA-256', bytes);",
      '',
    ].join('\n'),
  },
  {
    name: 'the request layer reaching the network with an injectable fetch',
    file: File.requestLayer,
    code: [
      "import { parseConfig } from '../config/parseConfig';",
      '',
      'export function createLoader(doFetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args)) {',
      "  return async (url: string) => parseConfig(await (await doFetch(url)).json());",
      '}',
      "export const direct = () => fetch('/health');",
      '',
    ].join('\n'),
  },
  {
    name: 'the kernel importing its own modules',
    file: File.kernel,
    code: "export { createHttpClient } from '../http';\nexport { formatMoney } from './money';\n",
  },
  {
    name: 'the host bridge importing an area',
    file: File.host,
    code: "export { continueOrderPlan } from '../orders';\nexport { MAINTENANCE_PATH } from '../sign-in/routes';\n",
  },
  {
    name: 'a ui hook using the domain rules and following the rules of hooks',
    file: File.uiHook,
    code: [
      "import { useEffect, useState } from 'react';",
      "import { countdownState } from '@gaia/domain';",
      '',
      'export function useExample(startedAt: number, seconds: number, now: () => number) {',
      '  const [state, setState] = useState(() => countdownState(startedAt, seconds, now()));',
      '  useEffect(() => {',
      '    const timer = setInterval(() => setState(countdownState(startedAt, seconds, now())), 1000);',
      '    return () => clearInterval(timer);',
      '  }, [startedAt, seconds, now]);',
      '  return state;',
      '}',
      '',
    ].join('\n'),
  },
  {
    name: 'a portal hook using the API client',
    file: File.portalHook,
    code: "import { createAuthApi } from '@gaia/domain/api';\nexport const useAuthApi = () => createAuthApi;\n",
  },
  {
    name: 'the sandbox standing on the domain',
    file: File.sandbox,
    code: "import { AuthPath } from '@gaia/domain/api';\nexport const paths = [AuthPath];\n",
  },
];

describe('clean code of each layer passes', () => {
  it.each(clean)('$name ($file)', async ({ file, code }) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
