import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle in any package, type-only imports included: `import-x/no-cycle` (the lint
 * rule) skips `import type`, yet a circle of types still ties the files' meanings together.
 * Packages import each other only down the dependency rule, so the circles to look for are
 * within a package, through relative imports.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

type Graph = Map<string, string[]>;

/** The source files of a folder (tests included: they may not close a circle either). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Each file's relative imports and re-exports, type-only ones included, resolved to files. */
function importGraph(files: Map<string, string>): Graph {
  const graph: Graph = new Map();
  for (const [file, text] of files) {
    const targets = ts
      .preProcessFile(text, true, false)
      .importedFiles.map((imported) => imported.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => path.resolve(path.dirname(file), name))
      .flatMap((base) =>
        [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]
          .filter((candidate) => files.has(candidate))
          .slice(0, 1),
      );
    graph.set(file, targets);
  }
  return graph;
}

/** The groups of files that import each other, directly or through others (Tarjan). */
function importCircles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

const packages = ['core', 'adapters', 'apps'].flatMap((layer) =>
  layer === 'core'
    ? ['core']
    : readdirSync(path.join(repoRoot, layer)).map((name) => path.join(layer, name)),
);

describe('import cycles, type-only imports included', () => {
  it('finds a circle closed by a type-only import', () => {
    const files = new Map([
      ['/p/a.ts', "import { b } from './b';\nexport const a = b;"],
      ['/p/b.ts', "import type { C } from './c';\nexport const b: C = 1;"],
      ['/p/c.ts', "import type { a } from './a';\nexport type C = typeof a;"],
      ['/p/d.ts', "import { a } from './a';"],
    ]);
    expect(importCircles(importGraph(files))).toEqual([['/p/a.ts', '/p/b.ts', '/p/c.ts']]);
  });

  it.each(packages)('%s has none', (pkg) => {
    const dirs = ['src', 'test', 'e2e'].map((dir) => path.join(repoRoot, pkg, dir));
    const files = new Map<string, string>();
    for (const dir of dirs) {
      let found: string[] = [];
      try {
        found = sourceFiles(dir);
      } catch {
        continue; // the package has no such folder
      }
      for (const file of found) files.set(file, readFileSync(file, 'utf8'));
    }
    const circles = importCircles(importGraph(files)).map((group) =>
      group.map((file) => path.relative(repoRoot, file)),
    );
    expect(circles).toEqual([]);
  });
});
