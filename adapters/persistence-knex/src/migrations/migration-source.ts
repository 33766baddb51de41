import type { Knex } from 'knex';
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
import * as payerReportsWatchingClock from './030-payer-reports-watching-clock';

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
  '030-payer-reports-watching-clock': payerReportsWatchingClock,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name]!,
};
