import type { Knex } from 'knex';

/**
 * payments.payer_confirmed_at: when the payer's page first reported the payment (a time in
 * milliseconds), whichever of it and the processor's event recorded it: POST /payments answers
 * 201 to that report only. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('payments', 'payer_confirmed_at'))) {
    await knex.schema.alterTable('payments', (table) => {
      table.bigInteger('payer_confirmed_at').nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('payments', 'payer_confirmed_at')) {
    await knex.schema.alterTable(
      'payments',
      (table) => void table.dropColumn('payer_confirmed_at'),
    );
  }
}
