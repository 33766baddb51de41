import type { Knex } from 'knex';

/**
 * The editorial workflow (decision 33): admins' decisions with their reasons and what they
 * saw (a JSON snapshot), approved courses' revisions awaiting review (one per course, its
 * proposed curriculum as JSON), people's notifications, and the suspension of accounts.
 * Times are epoch milliseconds, as everywhere else. Each step checks first, so running it
 * twice is safe.
 */
export async function up(knex: Knex): Promise<void> {
  const mySql = knex.client.config.client === 'mysql2';
  const longText = mySql ? 'mediumtext' : undefined;

  if (!(await knex.schema.hasColumn('users', 'suspended_at'))) {
    await knex.schema.alterTable('users', (table) => {
      table.bigInteger('suspended_at').nullable();
      table.index(['role', 'created_at'], 'users_role_index');
    });
  }

  // The admins' overview charts enrollments and revenue by day.
  if (!(await hasIndex(knex, 'enrollments', 'enrollments_enrolled_index'))) {
    await knex.schema.alterTable('enrollments', (table) => {
      table.index(['enrolled_at'], 'enrollments_enrolled_index');
    });
    await knex.schema.alterTable('payments', (table) => {
      table.index(['paid_at'], 'payments_paid_index');
    });
  }

  if (!(await knex.schema.hasTable('editorial_decisions'))) {
    await knex.schema.createTable('editorial_decisions', (table) => {
      table.increments('seq').primary();
      // A plain id, not a foreign key: the history outlives what it names.
      table.string('subject_type', 16).notNullable();
      table.string('subject_id', 64).notNullable();
      table.string('verdict', 16).notNullable();
      table.text('reason').nullable();
      table.text('checklist').nullable();
      table.string('actor_id', 64).notNullable();
      table.bigInteger('at').notNullable();
      table.text('snapshot', longText).notNullable();
      table.index(['subject_id', 'subject_type', 'seq'], 'editorial_decisions_subject_index');
    });
  }

  if (!(await knex.schema.hasTable('course_revisions'))) {
    await knex.schema.createTable('course_revisions', (table) => {
      table
        .string('course_id', 64)
        .primary()
        .references('id')
        .inTable('courses')
        .onDelete('CASCADE')
        .withKeyName('course_revisions_course_foreign');
      table.string('status', 16).notNullable();
      table.integer('version').notNullable();
      table.text('details').notNullable();
      table.text('curriculum', longText).nullable();
      table.bigInteger('created_at').notNullable();
      table.bigInteger('updated_at').notNullable();
      table.index(['status', 'updated_at'], 'course_revisions_status_index');
      table.index(['updated_at'], 'course_revisions_updated_index');
    });
  }

  if (!(await knex.schema.hasTable('notifications'))) {
    await knex.schema.createTable('notifications', (table) => {
      table.increments('seq').primary();
      table
        .string('user_id', 64)
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
        .withKeyName('notifications_user_foreign');
      table.string('kind', 32).notNullable();
      table.text('subject').notNullable();
      table.text('reason').nullable();
      table.bigInteger('created_at').notNullable();
      table.bigInteger('read_at').nullable();
      table.index(['user_id', 'seq'], 'notifications_user_index');
      table.index(['user_id', 'read_at'], 'notifications_unread_index');
    });
  }
}

async function hasIndex(knex: Knex, table: string, name: string): Promise<boolean> {
  if (knex.client.config.client === 'mysql2') {
    const [rows] = (await knex.raw('SHOW INDEX FROM ?? WHERE Key_name = ?', [table, name])) as [
      unknown[],
    ];
    return rows.length > 0;
  }
  const rows = (await knex.raw("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?", [
    name,
  ])) as unknown[];
  return rows.length > 0;
}

export async function down(knex: Knex): Promise<void> {
  if (await hasIndex(knex, 'enrollments', 'enrollments_enrolled_index')) {
    await knex.schema.alterTable('enrollments', (table) => {
      table.dropIndex(['enrolled_at'], 'enrollments_enrolled_index');
    });
    await knex.schema.alterTable('payments', (table) => {
      table.dropIndex(['paid_at'], 'payments_paid_index');
    });
  }
  for (const name of ['notifications', 'course_revisions', 'editorial_decisions']) {
    await knex.schema.dropTableIfExists(name);
  }
  if (await knex.schema.hasColumn('users', 'suspended_at')) {
    await knex.schema.alterTable('users', (table) => {
      table.dropIndex(['role', 'created_at'], 'users_role_index');
      table.dropColumn('suspended_at');
    });
  }
}
