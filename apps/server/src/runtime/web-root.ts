import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built website: WEB_ROOT when set, else apps/web/dist of this checkout when it exists. */
export function findWebRoot(configured: string | null): string | undefined {
  if (configured) return path.resolve(configured);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.resolve(here, '../../../web/dist');
  return existsSync(path.join(built, 'index.html')) ? built : undefined;
}
