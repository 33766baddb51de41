import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

function useCaseFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return useCaseFiles(path);
    return entry.name.endsWith('.use-case.ts') ? [path] : [];
  });
}

describe('use-case tests', () => {
  it('sit beside every use case', () => {
    const files = useCaseFiles(src);
    const untested = files
      .filter((file) => !existsSync(file.replace(/\.ts$/, '.test.ts')))
      .map((file) => relative(src, file));

    expect(files.length).toBeGreaterThan(30);
    expect(untested).toEqual([]);
  });
});
