import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const coreRoot = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(coreRoot, 'package.json'), 'utf8')) as Record<
  string,
  Record<string, string> | undefined
>;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the core package', () => {
  it('has no runtime dependencies', () => {
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      expect(Object.keys(manifest[field] ?? {}), field).toEqual([]);
    }
  });

  it('needs the memory adapters for its tests only', () => {
    expect(manifest.devDependencies).toHaveProperty(['@classroom/persistence-memory']);
  });

  it('imports nothing but its own files from its sources', () => {
    const specifier = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/g;
    const outside = sources(join(coreRoot, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(specifier)]
        .map((match) => match[1]!)
        .filter((path) => !path.startsWith('./') && !path.startsWith('../'))
        .map((path) => `${file}: ${path}`),
    );
    expect(outside).toEqual([]);
  });
});
