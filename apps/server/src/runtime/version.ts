import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { VersionWire } from '@classroom/http-contract';
import { findProductRoot, readManifest } from './product-root';

/**
 * The version of the product's package.json, and the commit: GIT_COMMIT when the build set
 * it (the image has no .git), else what git says of the checkout, else `unknown`.
 */
export function productVersion(commit: string | null): VersionWire {
  const root = findProductRoot();
  return {
    version: readManifest(path.join(root, 'package.json')).version ?? 'unknown',
    commit: commit ?? gitHead(root) ?? 'unknown',
  };
}

function gitHead(root: string): string | null {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return head.toString().trim() || null;
  } catch {
    return null;
  }
}
