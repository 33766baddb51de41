import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer boundaries live in the root ESLint config. These cases lint code as if it sat at
 * a given path, so a config change that silently stops enforcing the rule fails here.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

// Loading the config and the TypeScript parser takes seconds on a busy machine: do it once.
// The cycle rule would read every package a sample names, and has its own test
// (shape-rules.test.ts): it is off here.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
  await eslint.lintText('export {};\n', { filePath: 'core/src/warm-up.ts' });
}, 60_000);

async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const boundary = /^no-restricted-imports: .*(never imports|imports nothing)/;

/** Reported by the boundary rule, and for nothing else. */
function expectBoundaryViolation(problems: string[]): void {
  expect(problems).not.toHaveLength(0);
  expect(problems.filter((problem) => !boundary.test(problem))).toEqual([]);
}

describe('the dependency rule, as the linter enforces it', () => {
  it.each([
    ['a database driver', "import knex from 'knex';\nexport const db = knex;\n"],
    ['node I/O', "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n"],
    ['node I/O without the prefix', "import fs from 'fs';\nexport const files = fs;\n"],
    ['a web framework', "import Koa from 'koa';\nexport const app = new Koa();\n"],
    ['the DI container', "import { Container } from 'inversify';\nexport const c = Container;\n"],
    ['a UI library', "import { useState } from 'react';\nexport const s = useState;\n"],
    ['a token library', "import { SignJWT } from 'jose';\nexport const sign = SignJWT;\n"],
    [
      'an adapter by relative path',
      "import { x } from '../../adapters/persistence-knex/src/index';\nexport const y = x;\n",
    ],
    [
      'an adapter by name',
      "import { x } from '@classroom/persistence-memory';\nexport const y = x;\n",
    ],
  ])('reports a core file importing %s', async (_what, code) => {
    expectBoundaryViolation(await importProblems('core/src/catalog/example.ts', code));
  });

  it('reports a type-only import of a framework in core too', async () => {
    const code = "import type { Context } from 'koa';\nexport type C = Context;\n";
    expectBoundaryViolation(await importProblems('core/src/shared/example.ts', code));
  });

  it('lets a core file import its own files', async () => {
    const code =
      "import { Money } from '../shared/money';\nimport type { Course } from './course.entity';\n" +
      'export const isFree = (course: Course): boolean => course.price.equals(Money.zero);\n';
    expect(await importProblems('core/src/catalog/example.ts', code)).toEqual([]);
  });

  it('reports an adapter importing another adapter, by name or by path', async () => {
    const byName =
      "import { KnexCourseRepository } from '@classroom/persistence-knex';\nexport const r = KnexCourseRepository;\n";
    const byPath =
      "import { x } from '../../../adapters/persistence-knex/src/index';\nexport const y = x;\n";
    const bySiblingPath =
      "import { x } from '../../persistence-knex/src/index';\nexport const y = x;\n";
    const anApp = "import { x } from '@classroom/server';\nexport const y = x;\n";

    for (const code of [byName, byPath, bySiblingPath, anApp]) {
      expectBoundaryViolation(await importProblems('adapters/http-koa/src/example.ts', code));
    }
  });

  it('lets an adapter import the core, the wire contract, the HTTP edge and its own libraries', async () => {
    const code =
      "import Koa from 'koa';\nimport { createUseCases } from '@classroom/core';\n" +
      "import { aUser } from '@classroom/core/testing';\n" +
      "import { ROUTES } from '@classroom/http-contract';\n" +
      "import { readInput } from '@classroom/http-edge';\n" +
      'export const all = [Koa, createUseCases, aUser, ROUTES, readInput];\n';
    for (const adapter of ['http-koa', 'identity-oidc', 'payments-test']) {
      expect(await importProblems(`adapters/${adapter}/src/example.ts`, code)).toEqual([]);
    }
  });

  it('keeps the wire contract pure: no framework, no other adapter', async () => {
    for (const code of [
      "import Koa from 'koa';\nexport const app = Koa;\n",
      "import { readInput } from '@classroom/http-edge';\nexport const r = readInput;\n",
      "import { createUseCases } from '@classroom/core';\nexport const c = createUseCases;\n",
    ]) {
      expectBoundaryViolation(await importProblems('adapters/http-contract/src/example.ts', code));
    }
    const allowed =
      "import { z } from 'zod';\nimport { DOMAIN_ERROR_CODES } from '@classroom/core/error-codes';\n" +
      "import { AUDIT_KINDS } from '@classroom/core/audit-kinds';\n" +
      'export const codes = z.enum(DOMAIN_ERROR_CODES);\nexport const kinds = z.enum(AUDIT_KINDS);\n';
    expect(await importProblems('adapters/http-contract/src/example.ts', allowed)).toEqual([]);
  });
});
