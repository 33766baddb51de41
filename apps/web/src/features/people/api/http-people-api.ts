import {
  adminEndpoints,
  pathOf,
  usersEndpoints,
  type ModifiedWire,
  type TableUserWire,
} from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import { tablePage } from '../../../lib/table-page';
import type { DashboardUser, PeopleApi } from './people-api';

function toUser(user: TableUserWire): DashboardUser {
  return {
    id: user._id,
    displayName: user.displayName,
    photoURL: user.photoURL,
    email: user.email,
    role: user.role,
    status: user.status === '' ? 'none' : user.status,
    category: user.category,
    experience: user.experience,
    title: user.title,
    suspended: user.suspended,
    lastDecision: user.lastDecision,
  };
}

/** The users and Teacher Request tables' port over the v1 API. */
export function createHttpPeopleApi(client: ApiClient): PeopleApi {
  return {
    listPeople(page, limit, filters = {}) {
      return tablePage(client, adminEndpoints.adminPeople.path, page, limit, filters, toUser);
    },
    async makeAdmin(id) {
      await client.patch<ModifiedWire>(pathOf('promoteToAdmin', { id }));
    },
    async suspendUser(id, reason) {
      await client.call(adminEndpoints.suspendUser, { params: { id }, body: reason });
    },
    async reactivateUser(id) {
      await client.call(adminEndpoints.reactivateUser, { params: { id }, body: {} });
    },
    async demoteAdmin(id) {
      await client.call(adminEndpoints.demoteAdmin, { params: { id }, body: {} });
    },
    listApplications(page, limit, filters = {}) {
      return tablePage(client, adminEndpoints.adminApplications.path, page, limit, filters, toUser);
    },
    async approveApplicant(id) {
      await client.call(usersEndpoints.approveApplication, { params: { id } });
    },
    async rejectApplicant(id, reason) {
      await client.call(usersEndpoints.rejectApplication, { params: { id }, body: reason });
    },
  };
}
