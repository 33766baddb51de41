import path from 'node:path';

export const webDir = path.resolve(import.meta.dirname, '../..');
export const repoRoot = path.resolve(webDir, '../..');
/** Screenshots and other artifacts (gitignored). */
export const artifactsDir = path.join(repoRoot, 'test-results', 'web-e2e');
