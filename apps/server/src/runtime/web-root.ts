import { existsSync } from 'node:fs';
import path from 'node:path';
import { findProductRoot } from './product-root';

/** The built website: WEB_ROOT when set, else apps/web/dist of the product when it exists. */
export function findWebRoot(configured: string | null): string | undefined {
  if (configured) return path.resolve(configured);
  const built = path.join(findProductRoot(), 'apps/web/dist');
  return existsSync(path.join(built, 'index.html')) ? built : undefined;
}
