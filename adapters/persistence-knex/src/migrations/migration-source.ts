import { DEFAULT_MONEY_POLICY, type MoneyPolicy } from '@classroom/core';
import type { Knex } from 'knex';
import { salesBeforeLedger } from './032-sales-before-ledger';
import * as coreTables from './001-core-tables';
import * as courseSearch from './002-course-search';
import * as localAccounts from './003-local-accounts';
import * as idpState from './004-idp-state';
import * as popularCoursesIndex from './005-popular-courses-index';
import * as courseWords from './006-course-words';
import * as jobsAndOutbox from './007-jobs-and-outbox';
import * as accountSecurity from './008-account-security';
import * as auditLog from './009-audit-log';
import * as sharedLimits from './010-shared-limits';
import * as idempotencyKeys from './011-idempotency-keys';
import * as searchDiscovery from './012-search-discovery';
import * as newsletterSubscribers from './013-newsletter-subscribers';
import * as curriculum from './015-curriculum';
import * as mediaAssets from './016-media-assets';
import * as certificates from './017-certificates';
import * as editorial from './020-editorial';
import * as reviews from './021-reviews';
import * as money from './022-money';
import * as learningOutcomes from './023-learning-outcomes';
import * as searchFilterIndex from './024-search-filter-index';
import * as outboxCertificateTables from './025-outbox-certificate-tables';
import * as learnerMediaTables from './026-learner-media-tables';
import * as refundConsumption from './027-refund-consumption';
import * as reviewPerAuthor from './028-review-per-author';
import * as payerReportsWatchingClock from './030-payer-reports-watching-clock';
import * as auditReasons from './031-audit-reasons';

/** Migrations are imported, not globbed from disk, so they run the same under tsx, vitest and a bundle. */
const MIGRATIONS: Record<string, Knex.Migration> = {
  '001-core-tables': coreTables,
  '002-course-search': courseSearch,
  '003-local-accounts': localAccounts,
  '004-idp-state': idpState,
  '005-popular-courses-index': popularCoursesIndex,
  '006-course-words': courseWords,
  '007-jobs-and-outbox': jobsAndOutbox,
  '008-account-security': accountSecurity,
  '009-audit-log': auditLog,
  '010-shared-limits': sharedLimits,
  '011-idempotency-keys': idempotencyKeys,
  '012-search-discovery': searchDiscovery,
  '013-newsletter-subscribers': newsletterSubscribers,
  '015-curriculum': curriculum,
  '016-media-assets': mediaAssets,
  '017-certificates': certificates,
  '020-editorial': editorial,
  '021-reviews': reviews,
  '022-money': money,
  '023-learning-outcomes': learningOutcomes,
  '024-search-filter-index': searchFilterIndex,
  '025-outbox-certificate-tables': outboxCertificateTables,
  '026-learner-media-tables': learnerMediaTables,
  '027-refund-consumption': refundConsumption,
  '028-review-per-author': reviewPerAuthor,
  '030-payer-reports-watching-clock': payerReportsWatchingClock,
  '031-audit-reasons': auditReasons,
};

/** What the migrations that write data by the school's settings need to know. */
export interface MigrationSettings {
  /** The share and hold of the sale lines written for payments from before the ledger. */
  moneyPolicy: MoneyPolicy;
}

/** Migrations that write data by the school's settings, by name. */
const bySettings = ({ moneyPolicy }: MigrationSettings): Record<string, Knex.Migration> => ({
  '032-sales-before-ledger': salesBeforeLedger(moneyPolicy),
});

/** Every migration, in the order of their numbers, with the school's settings. */
export function migrationsWith(settings: MigrationSettings): Knex.MigrationSource<string> {
  const migrations = { ...MIGRATIONS, ...bySettings(settings) };
  return {
    getMigrations: async () => Object.keys(migrations).sort(),
    getMigrationName: (name) => name,
    getMigration: async (name) => migrations[name]!,
  };
}

/** The migrations with the default settings (a school that sets none). */
export const migrationSource = migrationsWith({ moneyPolicy: DEFAULT_MONEY_POLICY });
