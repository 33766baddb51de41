import { statSync } from 'node:fs';

/**
 * The SQLite file this process opened. Removed or replaced while the server runs, SQLite goes
 * on writing to the old, unlinked file without an error, and everything written is lost at the
 * next start; only its path's identity (device and inode) tells. A stat, never an open: closing
 * a descriptor of the database file would drop SQLite's own locks on it.
 */
export class SqliteFileIdentity {
  readonly #opened: { dev: number; ino: number };

  constructor(private readonly filename: string) {
    const { dev, ino } = statSync(filename);
    this.#opened = { dev, ino };
  }

  /** Null while the path still names the opened file, else what happened to it. */
  problem(): string | null {
    try {
      const { dev, ino } = statSync(this.filename);
      if (dev === this.#opened.dev && ino === this.#opened.ino) return null;
      return `the SQLite file ${this.filename} was replaced while the server ran`;
    } catch {
      return `the SQLite file ${this.filename} was removed while the server ran`;
    }
  }
}
