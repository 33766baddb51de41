import type { Knex } from 'knex';

/**
 * Two marks, each a nullable time in milliseconds. Safe to run twice.
 * - payments.payer_confirmed_at: when the payer's page first reported the payment, whichever
 *   of it and the processor's event recorded it: POST /payments answers 201 to that report only.
 * - users.watching_clock: the student's watching clock (decision 48), the wall time up to which
 *   every second of video they reported, in any lesson of any course, is accounted for.
 */
const COLUMNS = [
  ['payments', 'payer_confirmed_at'],
  ['users', 'watching_clock'],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [table, column] of COLUMNS) {
    if (!(await knex.schema.hasColumn(table, column))) {
      await knex.schema.alterTable(table, (alter) => void alter.bigInteger(column).nullable());
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, column] of COLUMNS) {
    if (await knex.schema.hasColumn(table, column)) {
      await knex.schema.alterTable(table, (alter) => void alter.dropColumn(column));
    }
  }
}
