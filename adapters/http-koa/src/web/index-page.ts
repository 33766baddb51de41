import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface IndexPage {
  bytes: Buffer;
  text: string;
}

/**
 * The website's index.html, the answer to every page route, kept in memory: a page costs a
 * stat, not an open, a read and a close. A rebuild while the server runs is read again.
 */
export function indexPage(webRoot: string): () => IndexPage | null {
  const file = path.join(path.resolve(webRoot), 'index.html');
  let kept: (IndexPage & { mtimeMs: number; size: number }) | null = null;
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return (kept = null);
    if (kept?.mtimeMs !== stat.mtimeMs || kept.size !== stat.size) {
      const bytes = readFileSync(file);
      kept = { bytes, text: bytes.toString('utf8'), mtimeMs: stat.mtimeMs, size: stat.size };
    }
    return kept;
  };
}
