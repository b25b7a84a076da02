// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * The layering of ARCHITECTURE.md, enforced (docs/adr/0002-layering.md):
 * portal -> ui -> domain <- sandbox. ui never reaches the network or the API client; domain never
 * imports React or another workspace package (statically or with `import()`) and never touches the
 * DOM: what it needs of a page (storage, geolocation, navigation, timers) comes in by injection.
 * Every rule here is proven to fire by packages/domain/src/layering.test.ts.
 */

/** The business areas of the domain (one folder each under packages/domain/src). */
const AREAS = ['sign-in', 'registration', 'profile', 'subscriptions', 'payments', 'orders', 'stores', 'shop'];
const AREA_GROUP = AREAS.join('|');

/** Builds the no-restricted-syntax entries that ban `import()` (and `require()`) of some sources. */
function dynamicImportBans(/** @type {string} */ sourceRegex, /** @type {string} */ message) {
  return [
    { selector: `ImportExpression[source.value=/${sourceRegex}/]`, message },
    { selector: `CallExpression[callee.name='require'][arguments.0.value=/${sourceRegex}/]`, message },
  ];
}

/** No-restricted-imports paths and patterns shared by every ui file. */
const uiImportBans = {
  paths: [
    { name: '@gaia/domain/api', message: 'ui is presentational: data comes in by props, not from the API client.' },
    { name: '@gaia/sandbox', message: 'ui must not depend on the sandbox.' },
    { name: '@gaia/portal', message: 'ui must not depend on the app.' },
  ],
  patterns: [
    { group: ['@gaia/domain/src/*', '**/domain/src/**'], message: 'Import @gaia/domain by its public entry.' },
    { group: ['axios', 'ky', '@tanstack/*'], message: 'ui never calls the network.' },
    { regex: 'Calls$', message: 'ui never calls the server: a *Calls module belongs to the portal or a domain flow.' },
    {
      // The request layer is also reachable through the main entry (the kernel exports it).
      group: ['@gaia/domain', '@gaia/domain/*'],
      importNamePattern: '^(createHttpClient|create[A-Z]\\w*Api)$',
      message: 'ui never calls the server: the request layer and the typed calls belong to the portal.',
    },
  ],
};

const uiBans = {
  'no-restricted-imports': ['error', uiImportBans],
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'ui never calls the network: take data by props and callbacks.' },
    { name: 'XMLHttpRequest', message: 'ui never calls the network.' },
    { name: 'WebSocket', message: 'ui never calls the network.' },
    { name: 'EventSource', message: 'ui never calls the network.' },
  ],
  'no-restricted-syntax': [
    'error',
    ...dynamicImportBans(
      '^(@gaia\\u002Fdomain\\u002Fapi|@gaia\\u002Fsandbox|@gaia\\u002Fportal)($|\\u002F)|Calls$',
      'ui must not load the API client, a *Calls module, the sandbox or the app, not even lazily.',
    ),
    {
      selector: "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name=/^(fetch|XMLHttpRequest|WebSocket|EventSource)$/]",
      message: 'ui never calls the network: take data by props and callbacks.',
    },
  ],
};

/** Browser globals the domain may not touch: it runs in Node, workers and the page alike. */
const DOM_GLOBALS = [
  'window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'indexedDB',
  'caches', 'screen', 'self', 'top', 'parent', 'opener', 'frames', 'customElements', 'alert', 'confirm',
  'prompt', 'open', 'close', 'print', 'postMessage', 'matchMedia', 'getComputedStyle', 'requestAnimationFrame',
  'cancelAnimationFrame', 'requestIdleCallback', 'scrollTo', 'scrollBy', 'innerWidth', 'innerHeight',
  'devicePixelRatio', 'addEventListener', 'removeEventListener', 'dispatchEvent', 'Image', 'Audio', 'Option',
  'HTMLElement', 'Element', 'Node', 'MutationObserver', 'IntersectionObserver', 'ResizeObserver', 'DOMParser',
  'XMLSerializer', 'Notification', 'Worker', 'SharedWorker', 'BroadcastChannel',
];
/** Network globals: only the request layer (kernel/http) reaches the network, with an injectable fetch. */
const NETWORK_GLOBALS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'];

const DOMAIN_DOM_MESSAGE =
  'domain is headless: take the capability by injection (see host/browserFallback.ts), never from the page.';
const DOMAIN_NETWORK_MESSAGE = 'only the request layer (kernel/http) reaches the network; call it, or inject fetch.';

/** `window.x`, `globalThis.document`, `self.localStorage`… the same globals reached through the global object. */
const globalObjectMember = (/** @type {string[]} */ names, /** @type {string} */ message) => ({
  selector: `MemberExpression[object.name=/^(window|globalThis|self|global)$/][property.name=/^(${names.join('|')})$/]`,
  message,
});

const domainImportPatterns = [
  { group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'styled-components'], message: 'domain is headless: no React.' },
  { group: ['@gaia/ui', '@gaia/ui/*', '@gaia/sandbox', '@gaia/sandbox/*', '@gaia/portal', '@gaia/portal/*'], message: 'domain is the bottom layer.' },
];

/** Builds the domain rules; `network` lets the request layer keep fetch. */
function domainBans({ kernel = false, network = false } = {}) {
  const restrictedGlobals = network ? DOM_GLOBALS : [...DOM_GLOBALS, ...NETWORK_GLOBALS];
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...domainImportPatterns,
          ...(kernel
            ? [
                {
                  regex: `^(\\.\\./)+(${AREA_GROUP}|api|index|messages|host)(/|$)|^@gaia/domain(/(${AREA_GROUP}|api|messages|host))?$`,
                  message: 'the kernel is shared by every area and imports none of them (nor the entries that gather them).',
                },
              ]
            : []),
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...restrictedGlobals.map((name) => ({
        name,
        message: NETWORK_GLOBALS.includes(name) ? DOMAIN_NETWORK_MESSAGE : DOMAIN_DOM_MESSAGE,
      })),
    ],
    'no-restricted-syntax': [
      'error',
      ...dynamicImportBans(
        '^(react|react-dom|styled-components|@gaia\\u002F(ui|sandbox|portal))($|\\u002F)',
        'domain is headless and the bottom layer: no React, ui, sandbox or app, not even lazily.',
      ),
      ...(kernel
        ? dynamicImportBans(
            `^(\\.\\.\\u002F)+(${AREA_GROUP}|api|index|messages|host)($|\\u002F)`,
            'the kernel imports no business area, not even lazily.',
          )
        : []),
      {
        selector: 'ImportExpression[source.type!="Literal"]',
        message: 'import() with a computed source hides the dependency from the layering rules; name the module.',
      },
      globalObjectMember(DOM_GLOBALS, DOMAIN_DOM_MESSAGE),
      ...(network ? [] : [globalObjectMember(NETWORK_GLOBALS, DOMAIN_NETWORK_MESSAGE)]),
    ],
  };
}

const sandboxBans = {
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: ['@gaia/ui', '@gaia/ui/*', '@gaia/portal', '@gaia/portal/*', 'react', 'react-dom', 'react/*', 'react-dom/*'], message: 'the sandbox stands on domain only.' }] },
  ],
  'no-restricted-syntax': [
    'error',
    ...dynamicImportBans('^(react|react-dom|@gaia\\u002F(ui|portal))($|\\u002F)', 'the sandbox stands on domain only, not even lazily.'),
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', '**/.turbo/**', '.storybook/public/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Hooks live in .ts files too (useCountdown.ts, usePagination.ts…): the rules of hooks run on both.
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/portal/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  { files: ['packages/ui/src/**/*.{ts,tsx}'], ignores: ['**/*.stories.tsx'], rules: uiBans },
  { files: ['packages/domain/src/**/*.ts'], rules: domainBans() },
  // The request layer is where the domain reaches the network (with an injectable fetch).
  { files: ['packages/domain/src/kernel/http/**/*.ts', 'packages/domain/src/kernel/testing/**/*.ts'], rules: domainBans({ kernel: true, network: true }) },
  {
    files: ['packages/domain/src/kernel/**/*.ts'],
    ignores: ['packages/domain/src/kernel/http/**', 'packages/domain/src/kernel/testing/**'],
    rules: domainBans({ kernel: true }),
  },
  { files: ['packages/sandbox/src/**/*.ts'], rules: sandboxBans },
);
