import { execFileSync } from 'node:child_process';
import { chmodSync } from 'node:fs';

/**
 * Makes a file read-only for this process and answers how to undo it. Root writes through a
 * plain chmod, so as root the file gets the immutable flag instead.
 */
export function makeReadOnly(file: string): () => void {
  if (process.getuid?.() === 0) {
    execFileSync('chattr', ['+i', file]);
    return () => execFileSync('chattr', ['-i', file]);
  }
  chmodSync(file, 0o444);
  return () => chmodSync(file, 0o644);
}
