import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the product's own package.json: the checkout, or /app in the image. Found by
 * walking up from this module, which is a source file under `npm start` and part of one
 * bundle in apps/server/dist in production.
 */
export function findProductRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && readManifest(manifest).name === 'gs-classroom') return folder;
    if (path.dirname(folder) === folder)
      throw new Error(`no gs-classroom package.json above ${from}`);
  }
}

export function readManifest(file: string): { name?: string; version?: string } {
  return JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
}
