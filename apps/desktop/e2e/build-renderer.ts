import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const desktopRoot = resolve(import.meta.dirname, '..');

/** Builds the desktop bundles from the current sources (electron-vite; no Electron binary needed). */
export async function buildDesktopBundles(): Promise<string> {
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('electron-vite/package.json')),
    'bin/electron-vite.js',
  );
  await promisify(execFile)(process.execPath, [cli, 'build'], {
    cwd: desktopRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
  return join(desktopRoot, 'out/renderer');
}
