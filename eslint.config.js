import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webShape } from './apps/web/eslint-rules.js';

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
  'media-disk',
  'media-s3',
  'media-tus',
  'media-ffmpeg',
  'credentials-jose',
  'certificate-pdf',
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

const webSource = 'apps/web/src';

/**
 * The website's shape, as in bulletproof-react: a feature never imports another feature, and
 * the code flows one way, shared (ui, lib, stores) -> features -> app. Read from the folder,
 * so a new feature is fenced in the day it is added.
 */
const webFeatures = readdirSync(new URL(`${webSource}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./${webSource}/features/${feature}`,
    from: `./${webSource}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to ui/ or lib/.',
  })),
  {
    target: `./${webSource}/features`,
    from: `./${webSource}/app`,
    message: 'A feature never imports the app: the app composes the features.',
  },
  {
    target: [`./${webSource}/ui`, `./${webSource}/lib`, `./${webSource}/stores`],
    from: [`./${webSource}/features`, `./${webSource}/app`],
    message: 'Shared code (ui, lib, stores) never imports a feature or the app.',
  },
];

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
  // No import cycles anywhere, across the workspace packages too (resolved as TypeScript does).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // The workspace packages are ours: follow them, as any other package is left out.
      'import-x/internal-regex': '^@classroom/',
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
  // A string replacement reads `$&`, `$'` and `` $` `` as patterns, so text built from data
  // (a person's name in a page's title) copies parts of the page: such a replacement is a
  // function, whose answer is taken as it is.
  {
    files: [
      'core/src/**/*.ts',
      'adapters/*/src/**/*.{ts,tsx}',
      'apps/server/src/**/*.ts',
      'apps/idp/src/**/*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type=/^(TemplateLiteral|BinaryExpression)$/]',
          message:
            'A replacement built from data reads $& and $` as patterns: pass a function, () => text.',
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
                '^(?!\\.{1,2}/|zod$|zod-openapi$|yaml$|@classroom/core/(error-codes|audit-kinds|ledger-kinds|refund-statuses|outbox-statuses|contact-limits|input-rules|options|lesson-limits|media-rules|editorial-rubric|notification-kinds|table-options)$)',
              message:
                'The wire contract never imports another adapter or an app: zod and the pure constants of the core (error codes, audit kinds, options, limits, media rules and input rules) only.',
            },
          ],
        },
      ],
    },
  },
  // The persistence adapter's tests run the core against the memory adapter's fakes too, and
  // the upload adapter's run the real media use cases on them.
  {
    files: ['adapters/persistence-knex/test/**/*.ts', 'adapters/media-tus/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^@classroom/(?!core$|core/testing$|persistence-memory$|persistence-memory/testing$|persistence-knex$)',
              message: 'Tests here may use the core and the memory adapter only.',
            },
          ],
        },
      ],
    },
  },
  // One shape for every feature: its folders, its file names, and one load status for its stores.
  {
    files: [`${webSource}/**/*.{ts,tsx}`],
    plugins: { web: webShape },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
      'web/file-names': 'error',
      'web/feature-layout': ['error', { root: `${import.meta.dirname}/${webSource}` }],
      'web/load-status': 'error',
    },
  },
  {
    files: [`${webSource}/stores/load-status.ts`],
    rules: { 'web/load-status': 'off' },
  },
  // React components follow the rules of hooks, on the website and in the desktop renderer.
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/desktop/src/renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
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
