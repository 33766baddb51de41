import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const adapters = [
  'http-contract',
  'http-edge',
  'http-koa',
  'persistence-knex',
  'persistence-memory',
  'identity-oidc',
  'payments-stripe',
  'payments-test',
  'mail-templates',
  'mail-smtp',
];

/**
 * Shared by other adapters: the pure wire contract, and the HTTP edge every router runs behind
 * (one body reader, validation on the contract's schemas, one error handler).
 */
const sharedAdapters = ['http-contract', 'http-edge'];

// An adapter may use the core and the shared adapters, never another adapter.
const adapterBoundaries = adapters.map((name) => ({
  files: [`adapters/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@classroom/(?!core$|core/error-codes$|core/audit-kinds$|core/testing$|http-contract/openapi$|${sharedAdapters.map((shared) => `${shared}$`).join('|')}|${name}$)`,
            message: 'An adapter never imports another adapter or an app.',
          },
          {
            regex: '^(\\.\\./)+(adapters|apps)/',
            message: 'An adapter never imports another adapter or an app.',
          },
          {
            // A relative path into a sibling adapter ("../../persistence-knex/src").
            regex: `^\\.\\.?/(.*/)?(${adapters.filter((other) => other !== name && !sharedAdapters.includes(other)).join('|')})(/|$)`,
            message: 'An adapter never imports another adapter or an app.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      '**/out/**',
      '**/release/**',
      'coverage/**',
      'var/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The core speaks only the language: no framework, driver or node I/O.
  {
    files: ['core/src/**/*.ts'],
    ignores: ['core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/)',
              message: 'core imports nothing outside core (no framework, driver or node I/O).',
            },
            {
              regex: '^(\\.\\./)+(adapters|apps)/',
              message: 'core imports nothing outside core.',
            },
          ],
        },
      ],
    },
  },
  ...adapterBoundaries,
  // The wire contract stays pure, as the UI imports it: zod (and, for the generated document
  // only, zod-openapi and yaml) and the core's dependency-free lists (error codes, audit kinds,
  // limits).
  {
    files: ['adapters/http-contract/src/**/*.ts'],
    ignores: ['adapters/http-contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!\\.{1,2}/|zod$|zod-openapi$|yaml$|@classroom/core/(error-codes|audit-kinds|contact-limits|input-rules|options|lesson-limits|editorial-rubric|notification-kinds|table-options)$)',
              message:
                'The wire contract never imports another adapter or an app: zod and the pure constants of the core (error codes, audit kinds, options, limits and input rules) only.',
            },
          ],
        },
      ],
    },
  },
  // The persistence adapter's tests run the core against the memory adapter's fakes too.
  {
    files: ['adapters/persistence-knex/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@classroom/(?!core$|core/testing$|persistence-memory$|persistence-knex$)',
              message: 'Tests here may use the core and the memory adapter only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@classroom/(?!http-contract$|web$)',
              message: 'The UI talks to the server through @classroom/http-contract only.',
            },
          ],
        },
      ],
    },
  },
  // Desktop: every IPC channel goes through the two typed helpers in src/shared.
  {
    files: ['apps/desktop/**/*.{ts,tsx}'],
    ignores: ['apps/desktop/src/shared/ipc-register.ts', 'apps/desktop/src/shared/ipc-expose.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              importNames: ['ipcMain', 'ipcRenderer'],
              message: 'Use registerIpcHandlers / exposeDesktopBridge (src/shared), not raw IPC.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^ipc(Main|Renderer)$/]',
          message: 'Use registerIpcHandlers / exposeDesktopBridge (src/shared), not raw IPC.',
        },
      ],
    },
  },
  {
    files: ['apps/desktop/src/renderer/**/*.{ts,tsx}', 'apps/desktop/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
