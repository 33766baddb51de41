import type { PeopleApi } from '../api/people-api';
import { AdminUsersStore } from './admin-users.store';
import { ApplicantsStore } from './applicants.store';

/** The users and Teacher Request tables' stores, built once from one API port. */
export class PeopleStore {
  readonly adminUsers: AdminUsersStore;
  readonly applicants: ApplicantsStore;

  constructor(api: PeopleApi) {
    this.adminUsers = new AdminUsersStore(api);
    this.applicants = new ApplicantsStore(api);
  }
}
