// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * The layering of ARCHITECTURE.md, enforced (docs/adr/0002-layering.md):
 * portal -> ui -> domain <- sandbox. ui never reaches the network or the API client;
 * domain never imports React or touches the DOM at module top level.
 */
const uiBans = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: '@gaia/domain/api', message: 'ui is presentational: data comes in by props, not from the API client.' },
        { name: '@gaia/sandbox', message: 'ui must not depend on the sandbox.' },
        { name: '@gaia/portal', message: 'ui must not depend on the app.' },
      ],
      patterns: [
        { group: ['@gaia/domain/src/*', '**/domain/src/**'], message: 'Import @gaia/domain by its public entry.' },
        { group: ['axios', 'ky', '@tanstack/*'], message: 'ui never calls the network.' },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'ui never calls the network: take data by props and callbacks.' },
    { name: 'XMLHttpRequest', message: 'ui never calls the network.' },
    { name: 'WebSocket', message: 'ui never calls the network.' },
  ],
};

const domainBans = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'styled-components'], message: 'domain is headless: no React.' },
        { group: ['@gaia/ui', '@gaia/sandbox', '@gaia/portal'], message: 'domain is the bottom layer.' },
      ],
    },
  ],
};

const sandboxBans = {
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: ['@gaia/ui', '@gaia/portal', 'react', 'react-dom'], message: 'the sandbox stands on domain only.' }] },
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
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  { files: ['packages/ui/src/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'], ignores: ['**/*.stories.tsx'], rules: uiBans },
  { files: ['packages/domain/src/**/*.ts'], rules: domainBans },
  { files: ['packages/sandbox/src/**/*.ts'], rules: sandboxBans },
);
