import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The website's feature boundaries, the ban on import cycles and the rules of hooks live in
 * the root ESLint config. These cases lint code as if it sat at a given path, so a config
 * change that silently stops enforcing a rule fails here.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

// Loading the config and the plugins, and reading the modules the samples import (the wire
// contract among them), takes seconds on a busy machine: do it once.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  await eslint.lintText(
    "import { criteriaFromParams } from '../model/catalog-criteria';\nexport const c = criteriaFromParams;\n",
    { filePath: 'apps/web/src/features/catalog/components/warm-up.tsx' },
  );
}, 60_000);

/** The errors ESLint reports for `code` at `filePath`, as `rule: message`. */
async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.severity === 2)
    .map((message) => `${message.ruleId}: ${message.message}`);
}

/** Reported, and by `rule` only. */
function expectOnly(rule: string, problems: string[]): void {
  expect(problems).not.toHaveLength(0);
  expect(problems.filter((problem) => !problem.startsWith(`${rule}: `))).toEqual([]);
}

const web = 'apps/web/src';

describe('the website keeps its feature folders apart', () => {
  it.each([
    [
      'a feature importing another feature',
      `${web}/features/payment/components/example.ts`,
      "import { criteriaFromParams } from '../../catalog/model/catalog-criteria';\nexport const c = criteriaFromParams;\n",
      'A feature never imports another feature',
    ],
    [
      'a feature importing the app',
      `${web}/features/catalog/components/example.ts`,
      "import { RequireAuth } from '../../../app/guards/guards';\nexport const g = RequireAuth;\n",
      'A feature never imports the app',
    ],
    [
      'shared ui importing a feature',
      `${web}/ui/example.ts`,
      "import { criteriaFromParams } from '../features/catalog/model/catalog-criteria';\nexport const c = criteriaFromParams;\n",
      'Shared code (ui, lib, stores) never imports a feature or the app',
    ],
    [
      'lib importing the app',
      `${web}/lib/example.ts`,
      "import { RequireAuth } from '../app/guards/guards';\nexport const g = RequireAuth;\n",
      'Shared code (ui, lib, stores) never imports a feature or the app',
    ],
    [
      'a shared store importing a feature',
      `${web}/stores/example.ts`,
      "import { createCourseSearchStore } from '../features/catalog/stores/course-search.store';\nexport const s = createCourseSearchStore;\n",
      'Shared code (ui, lib, stores) never imports a feature or the app',
    ],
  ])('reports %s', async (_what, filePath, code, message) => {
    const problems = await errors(filePath, code);
    expectOnly('import-x/no-restricted-paths', problems);
    expect(problems.join('\n')).toContain(message);
  });

  it('lets a feature import its own files and the shared ui, lib and stores', async () => {
    const code =
      "import { criteriaFromParams } from '../model/catalog-criteria';\n" +
      "import { createApiClient } from '../../../lib/api-client';\n" +
      "import { useStores } from '../../../stores/use-stores';\n" +
      "import { formatDollars } from '../../../ui/money';\n" +
      "import { pathOf } from '@classroom/http-contract';\n" +
      'export const all = [criteriaFromParams, createApiClient, useStores, formatDollars, pathOf];\n';
    expect(await errors(`${web}/features/catalog/components/example.ts`, code)).toEqual([]);
  });

  it('lets the app compose features, and shared code use shared code', async () => {
    const app =
      "import { criteriaFromParams } from '../features/catalog/model/catalog-criteria';\n" +
      "import { useStores } from '../stores/use-stores';\n" +
      'export const all = [criteriaFromParams, useStores];\n';
    expect(await errors(`${web}/app/example.ts`, app)).toEqual([]);
    const ui =
      "import { notify } from '../lib/notify';\nimport { useStores } from '../stores/use-stores';\n" +
      'export const all = [notify, useStores];\n';
    expect(await errors(`${web}/ui/example.ts`, ui)).toEqual([]);
  });
});

describe("the website's features share one shape", () => {
  const feature = `${web}/features/catalog`;

  it.each([
    [
      'a file name that is not kebab-case',
      'web/file-names',
      `${feature}/components/CourseCard.tsx`,
      'export const card = 1;\n',
      "File names are kebab-case: 'CourseCard.tsx'",
    ],
    [
      'a stylesheet whose name is not kebab-case',
      'web/file-names',
      `${feature}/components/example.ts`,
      "import './Catalog.css';\n",
      "File names are kebab-case: 'Catalog.css'",
    ],
    [
      'a store named with a dash',
      'web/file-names',
      `${feature}/stores/course-search-store.ts`,
      'export const store = 1;\n',
      'A store is named <name>.store.ts',
    ],
    [
      'a store class in a file not named for a store',
      'web/file-names',
      `${feature}/stores/search.ts`,
      'export class SearchStore {}\n',
      'A store (SearchStore) lives in a file named <name>.store.ts',
    ],
    [
      "a file at a feature's root",
      'web/feature-layout',
      `${feature}/example.ts`,
      'export const a = 1;\n',
      "A feature keeps its files in api/, assets/, components/, model/, pages/, stores/ or testing/, one level deep: 'catalog/example.ts'",
    ],
    [
      'a folder outside the layout',
      'web/feature-layout',
      `${feature}/widgets/example.ts`,
      'export const a = 1;\n',
      'A feature keeps its files in',
    ],
    [
      'a folder inside a folder',
      'web/feature-layout',
      `${feature}/components/filters/example.ts`,
      'export const a = 1;\n',
      'one level deep',
    ],
    [
      'a page outside pages/',
      'web/feature-layout',
      `${feature}/components/example.page.tsx`,
      'export const a = 1;\n',
      "A page (<name>.page.tsx) sits in its feature's pages/",
    ],
    [
      'something else in pages/',
      'web/feature-layout',
      `${feature}/pages/filters.tsx`,
      'export const a = 1;\n',
      'pages/ holds the pages',
    ],
    [
      "a store outside a feature's stores/",
      'web/feature-layout',
      `${feature}/model/search.store.ts`,
      'export class SearchStore {}\n',
      'A store (<name>.store.ts) sits in a stores/ folder',
    ],
    [
      'a store in lib/',
      'web/feature-layout',
      `${web}/lib/search.store.ts`,
      'export class SearchStore {}\n',
      'A store (<name>.store.ts) sits in a stores/ folder',
    ],
    [
      'a store spelling out its own load status',
      'web/load-status',
      `${feature}/stores/search.store.ts`,
      "export class SearchStore {\n  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';\n}\n",
      "A read's status is LoadStatus",
    ],
    [
      'a load state of its own, as objects',
      'web/load-status',
      `${web}/stores/example.ts`,
      "export type Check = { status: 'loading' } | { status: 'found'; id: string };\n",
      "A read's status is LoadStatus",
    ],
  ])('reports %s', async (_what, rule, filePath, code, message) => {
    const problems = await errors(filePath, code);
    expectOnly(rule, problems);
    expect(problems.join('\n')).toContain(message);
  });

  it('lets a feature keep pages, stores, tests and helpers in their folders', async () => {
    const store =
      "import type { LoadStatus } from '../../../stores/load-status';\n" +
      'export class SearchStore {\n' +
      "  status: LoadStatus = 'idle';\n" +
      "  first: Extract<LoadStatus, 'loading' | 'ready'> = 'loading';\n" +
      '}\n';
    expect(await errors(`${feature}/stores/search.store.ts`, store)).toEqual([]);
    expect(await errors(`${feature}/stores/search.store.test.ts`, 'export const a = 1;\n')).toEqual(
      [],
    );
    const page = "import '../catalog.css';\nexport const Page = 1;\n";
    expect(await errors(`${feature}/pages/all-courses.page.tsx`, page)).toEqual([]);
    const fake = 'export class FakeSearchStore {}\n';
    expect(await errors(`${feature}/testing/fake-search.test.ts`, fake)).toEqual([]);
    expect(await errors(`${web}/stores/course.store.ts`, 'export class CourseStore {}\n')).toEqual(
      [],
    );
  });
});

describe('no import cycles', () => {
  const first = 'core/test/fixtures/import-cycle/first.ts';

  it('reports a module that imports a module importing it back', async () => {
    // fixtures/import-cycle/second.ts imports first.ts; this text makes first import second.
    const code = "import { second } from './second';\nexport const first = second;\n";
    expectOnly('import-x/no-cycle', await errors(first, code));
  });

  it('reports a cycle that runs through a workspace package', async () => {
    // The memory adapter imports @classroom/core, so the core importing it closes a cycle.
    const code =
      "import { MemoryCourseRepository } from '@classroom/persistence-memory';\n" +
      'export const r = MemoryCourseRepository;\n';
    const problems = await errors('core/src/index.ts', code);
    expect(problems.some((problem) => problem.startsWith('import-x/no-cycle: '))).toBe(true);
  });

  it('lets a module import one that does not import it back, or only its types', async () => {
    expect(await errors(first, "export const first = 'first';\n")).toEqual([]);
    const typeOnly =
      "import type { second } from './second';\nexport type First = typeof second;\n";
    expect(await errors(first, typeOnly)).toEqual([]);
  });
});

describe('the rules of hooks, on the website and the desktop renderer', () => {
  const conditional =
    "import { useState } from 'react';\n" +
    'export function Counter({ open }: { open: boolean }) {\n' +
    '  if (!open) return null;\n' +
    '  const [count] = useState(0);\n' +
    '  return <p>{count}</p>;\n' +
    '}\n';

  it.each([
    `${web}/features/catalog/components/example.tsx`,
    'apps/desktop/src/renderer/example.tsx',
  ])('reports a hook called conditionally in %s', async (filePath) => {
    expectOnly('react-hooks/rules-of-hooks', await errors(filePath, conditional));
  });

  it('reports a missing effect dependency as an error', async () => {
    const code =
      "import { useEffect } from 'react';\n" +
      'export function Title({ text }: { text: string }) {\n' +
      '  useEffect(() => {\n' +
      '    document.title = text;\n' +
      '  }, []);\n' +
      '  return null;\n' +
      '}\n';
    expectOnly('react-hooks/exhaustive-deps', await errors(`${web}/ui/example.tsx`, code));
  });

  it('lets hooks run at the top level with every dependency listed', async () => {
    const code =
      "import { useEffect, useState } from 'react';\n" +
      'export function Title({ text }: { text: string }) {\n' +
      '  const [count] = useState(0);\n' +
      '  useEffect(() => {\n' +
      '    document.title = `${text} (${count})`;\n' +
      '  }, [text, count]);\n' +
      '  return <p>{count}</p>;\n' +
      '}\n';
    expect(await errors(`${web}/ui/example.tsx`, code)).toEqual([]);
  });
});

describe('no string replacement built from data on the server', () => {
  it.each([
    [
      'a template',
      'export const f = (page: string, name: string) => page.replace("</title>", `${name}</title>`);\n',
    ],
    [
      'a sum',
      "export const f = (page: string, name: string) => page.replaceAll('X', name + '!');\n",
    ],
  ])('reports %s as the replacement', async (_, code) => {
    expectOnly('no-restricted-syntax', await errors('adapters/http-koa/src/example.ts', code));
  });

  it('lets a function or a fixed text replace', async () => {
    const code =
      'export const f = (page: string, name: string) =>\n' +
      "  page.replace('</title>', () => `${name}</title>`).replace(/-/g, '$1 ');\n";
    expect(await errors('adapters/http-koa/src/example.ts', code)).toEqual([]);
  });
});
