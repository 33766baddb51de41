import { endpoints } from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import type { AdminOverviewApi } from './admin-overview-api';
import { toAuditEntry } from './http-audit-api';

/** The admin home's port over the typed API client. */
export function createHttpAdminOverviewApi(client: ApiClient): AdminOverviewApi {
  return {
    async adminOverview() {
      const answer = await client.call(endpoints.adminOverview, {});
      return {
        pending: answer.pending,
        activity: answer.activity.map(toAuditEntry),
        days: answer.days,
        notices: answer.notices,
      };
    },
  };
}
