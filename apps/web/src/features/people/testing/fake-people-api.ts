import { ApiError } from '../../../lib/api-error';
import type { DecisionReason } from '../../../lib/wire';
import { FakePort, matches, page } from '../../../test/fake-port';
import type {
  ApplicationFilters,
  DashboardUser,
  PeopleApi,
  PeopleFilters,
} from '../api/people-api';

export function aUser(n: number, overrides: Partial<DashboardUser> = {}): DashboardUser {
  return {
    id: `user-${n}`,
    displayName: `User ${n}`,
    photoURL: '',
    email: `user${n}@classroom.test`,
    role: 'user',
    status: 'none',
    category: '',
    experience: '',
    title: '',
    suspended: false,
    lastDecision: null,
    ...overrides,
  };
}

/** An in-memory server for the people tables' stores: it keeps state and refuses what the server would. */
export class FakePeopleApi extends FakePort implements PeopleApi {
  users: DashboardUser[] = [];
  /** The reason of each suspension, by user id. */
  suspensions = new Map<string, DecisionReason>();

  private user(id: string): DashboardUser {
    const user = this.users.find((candidate) => candidate.id === id);
    if (!user) throw new Error('not found');
    return user;
  }

  listPeople(number: number, limit: number, filters: PeopleFilters = {}) {
    return this.answer(() =>
      page(
        this.users.filter(
          (user) =>
            matches(`${user.displayName} ${user.email}`, filters.q) &&
            (!filters.role || user.role === filters.role) &&
            (!filters.state || user.suspended === (filters.state === 'suspended')),
        ),
        number,
        limit,
      ),
    );
  }
  suspendUser(id: string, reason: DecisionReason) {
    return this.answer(() => {
      const user = this.user(id);
      if (user.role === 'admin') {
        throw new ApiError(403, 'forbidden', 'Demote this admin before suspending them.');
      }
      if (user.suspended) {
        throw new ApiError(409, 'suspension_unchanged', 'This account is already suspended.');
      }
      user.suspended = true;
      this.suspensions.set(id, reason);
    });
  }
  reactivateUser(id: string) {
    return this.answer(() => {
      const user = this.user(id);
      if (!user.suspended) {
        throw new ApiError(409, 'suspension_unchanged', 'This account is not suspended.');
      }
      user.suspended = false;
    });
  }
  demoteAdmin(id: string) {
    return this.answer(() => {
      const user = this.user(id);
      if (user.role !== 'admin') throw new ApiError(409, 'not_admin', 'This user is not an admin.');
      if (this.users.filter((other) => other.role === 'admin').length === 1) {
        throw new ApiError(409, 'last_admin', 'The last admin cannot be demoted.');
      }
      user.role = 'user';
    });
  }
  makeAdmin(id: string) {
    return this.answer(() => {
      const user = this.user(id);
      if (user.role === 'admin') throw new Error('already admin');
      user.role = 'admin';
    });
  }
  listApplications(number: number, limit: number, filters: ApplicationFilters = {}) {
    return this.answer(() => {
      const rows = this.users.filter(
        (user) =>
          user.status !== 'none' &&
          matches(`${user.displayName} ${user.email}`, filters.q) &&
          (!filters.state || user.status === filters.state),
      );
      const pending = (user: DashboardUser) => (user.status === 'applied' ? 0 : 1);
      if (filters.pendingFirst) rows.sort((a, b) => pending(a) - pending(b));
      return page(rows, number, limit);
    });
  }
  approveApplicant(id: string) {
    return this.answer(() => {
      const user = this.user(id);
      if (user.status !== 'applied') throw new Error('not pending');
      user.status = 'approved';
    });
  }
  rejectApplicant(id: string, _reason: DecisionReason) {
    return this.answer(() => {
      const user = this.user(id);
      if (user.status !== 'applied') throw new Error('not pending');
      user.status = 'rejected';
    });
  }
}
