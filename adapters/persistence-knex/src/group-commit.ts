import { createPool, type Pool, type PoolConnection, type PoolOptions } from 'mysql2';
import { isRetryableTransactionError } from './driver-errors';

/** Enough to keep a group's statements well inside MySQL's smallest packet limit (4 MB). */
const MOST_PER_GROUP = 100;

interface Pending {
  /** One write's statements, formatted, run one after the other. */
  statements: string[];
  /** The rows each statement changed. */
  settle(error: unknown, changed: number[]): void;
}

/** A write's statements, each with its values. */
export type Statements = readonly (readonly [sql: string, values: readonly unknown[]])[];

/** Where the server is and who signs in: the knex pool's own settings. */
type ConnectionSettings = Pick<
  PoolOptions,
  'host' | 'port' | 'socketPath' | 'user' | 'password' | 'database' | 'charset' | 'timezone'
>;

interface ResultHeader {
  affectedRows?: number;
}

/**
 * Group commit for MySQL's busiest writes (decision 43). A write asked for while a group is at
 * the server waits, and goes with every other waiting one in the next group: one transaction,
 * sent in one round trip on a connection of its own. Each write is still its own
 * compare-and-set (a statement, or a few in a row) and learns how many rows it changed. On a quiet server a group
 * is a single statement and nothing waits; under load one write to the socket and one commit
 * serve dozens of requests, where each statement cost a round trip and a log flush.
 *
 * Only statements formatted here with their values escaped ever run on this connection, the
 * one that accepts several statements in a query.
 */
export class GroupCommit {
  private readonly pool: Pool;
  private readonly waiting: Pending[] = [];
  private sending = false;

  constructor(connection: ConnectionSettings) {
    this.pool = createPool({ ...connection, connectionLimit: 1, multipleStatements: true });
    // Read committed, as the knex pool's connections (decision 42); a connection that cannot
    // be set so is dropped, and the group waiting for it fails.
    this.pool.on('connection', (opened) => {
      opened.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED', (error) => {
        if (error) opened.destroy();
      });
    });
  }

  /**
   * Runs one statement with its values in the next group and resolves to the rows it changed.
   * A group the server gave up on as a deadlock or a lock wait is rolled back whole: each of
   * its statements then changed nothing, and resolves to 0. Any other failure rejects them all.
   */
  async run(sql: string, values: unknown[]): Promise<number> {
    const [changed] = await this.runAll([[sql, values]]);
    return changed!;
  }

  /**
   * Runs a write of several statements, one after the other in the next group, and resolves
   * to the rows each changed; as `run` otherwise. They may hand on what they found in session
   * variables, which each write sets before it reads them.
   */
  runAll(statements: Statements): Promise<number[]> {
    const formatted = statements.map(([sql, values]) => this.pool.format(sql, [...values]));
    return new Promise((resolve, reject) => {
      this.waiting.push({
        statements: formatted,
        settle: (error, changed) => (error ? reject(error) : resolve(changed)),
      });
      this.send();
    });
  }

  close(): Promise<void> {
    return this.pool.promise().end();
  }

  private send(): void {
    if (this.sending || this.waiting.length === 0) return;
    this.sending = true;
    const group = this.waiting.splice(0, MOST_PER_GROUP);
    const done = (error: unknown, results?: ResultHeader[]) => {
      const gaveUp = error && isRetryableTransactionError(error);
      // Results come one per statement, after START TRANSACTION's.
      let first = 1;
      for (const pending of group) {
        const changed = pending.statements.map((_, index) =>
          gaveUp ? 0 : (results?.[first + index]?.affectedRows ?? 0),
        );
        first += pending.statements.length;
        if (error && !gaveUp) pending.settle(error, []);
        else pending.settle(null, changed);
      }
      this.sending = false;
      this.send();
    };
    this.pool.getConnection((error, connection) => {
      if (error) return done(error);
      const sql = [
        'START TRANSACTION',
        ...group.flatMap((pending) => pending.statements),
        'COMMIT',
      ];
      connection.query(sql.join(';\n'), (failure, results) => {
        if (!failure) {
          connection.release();
          return done(null, results as ResultHeader[]);
        }
        rollBack(connection, () => done(failure));
      });
    });
  }
}

/** Ends a group that failed part-way; a connection that cannot even roll back is discarded. */
function rollBack(connection: PoolConnection, then: () => void): void {
  connection.query('ROLLBACK', (error) => {
    if (error) connection.destroy();
    else connection.release();
    then();
  });
}
