export type DatabaseTarget =
  | { dialect: 'sqlite'; filename: string }
  | {
      dialect: 'mysql';
      host: string;
      port: number;
      user: string;
      password: string;
      database: string;
      /** A Unix socket to use instead of host and port: `?socket=/run/mysqld/mysqld.sock`. */
      socketPath?: string;
    };

/**
 * `sqlite:PATH` (or `sqlite::memory:`) or `mysql://user:pass@host:port/db`, optionally
 * `?socket=PATH` for a server on the same machine (no TCP stack between them).
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  const trimmed = url.trim();
  if (trimmed.startsWith('sqlite:')) {
    const filename = trimmed.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!filename)
      throw new Error('DATABASE_URL sqlite: needs a file path, e.g. sqlite:var/classroom.sqlite');
    return { dialect: 'sqlite', filename };
  }
  if (/^(mysql|mariadb):\/\//.test(trimmed)) {
    let parsed: URL;
    try {
      parsed = new URL(trimmed);
    } catch {
      throw new Error('DATABASE_URL is not a valid mysql:// URL');
    }
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (!/^[A-Za-z0-9_$-]{1,64}$/.test(database)) {
      throw new Error('DATABASE_URL must name a database: mysql://user:pass@host:3306/classroom');
    }
    return {
      dialect: 'mysql',
      host: parsed.hostname || '127.0.0.1',
      port: parsed.port ? Number(parsed.port) : 3306,
      user: decodeURIComponent(parsed.username || 'root'),
      password: decodeURIComponent(parsed.password),
      database,
      ...(socketOf(parsed) ? { socketPath: socketOf(parsed) } : {}),
    };
  }
  throw new Error('DATABASE_URL must start with sqlite: or mysql://');
}

function socketOf(url: URL): string | undefined {
  const socket = url.searchParams.get('socket');
  if (socket === null) return undefined;
  if (!socket.startsWith('/')) throw new Error('DATABASE_URL ?socket= needs an absolute path');
  return socket;
}
