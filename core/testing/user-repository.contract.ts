import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmailTakenError, type Email } from '../src/index';
import type { ContractStore, StoreFactory } from './store.contract';
import { aUser, anApplicant, anApprovedInstructor, aRejectedApplicant } from './user.mother';

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9, 30, 15, 123));

export function userRepositoryContract(factory: StoreFactory): void {
  describe('UserRepository', () => {
    let store: ContractStore;
    beforeEach(async () => {
      store = await factory.open();
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('reads back every field of a stored user, by id and by e-mail', async () => {
      const user = anApprovedInstructor({ createdAt: at(3), photoURL: '' });
      await store.users.insert(user);
      expect((await store.users.findById(user.id))?.toProps()).toEqual(user.toProps());
      expect((await store.users.findByEmail(user.email))?.toProps()).toEqual(user.toProps());
    });

    it('answers null for an unknown id or e-mail', async () => {
      expect(await store.users.findById('missing')).toBeNull();
      expect(await store.users.findByEmail('nobody@classroom.test' as Email)).toBeNull();
    });

    it('refuses a second user with the same e-mail', async () => {
      const first = aUser();
      await store.users.insert(first);
      await expect(store.users.insert(aUser({ email: first.email }))).rejects.toBeInstanceOf(
        EmailTakenError,
      );
      expect(await store.users.count()).toBe(1);
    });

    it('ends sessions with a stamp that a later write of the record never brings back', async () => {
      const user = aUser();
      await store.users.insert(user);
      expect(await store.users.findSessionState(user.email)).toEqual({
        userId: user.id,
        sessionsValidAfter: null,
        suspended: false,
      });
      await store.users.endSessions(user.id, at(4));
      user.updateProfile('Renamed', user.photoURL);
      await store.users.saveProfile(user);
      expect(await store.users.findSessionState(user.email)).toEqual({
        userId: user.id,
        sessionsValidAfter: at(4),
        suspended: false,
      });
      expect(await store.users.findSessionState('nobody@classroom.test' as Email)).toBeNull();
    });

    it('writes role, application and profile changes', async () => {
      const user = anApplicant();
      await store.users.insert(user);
      const before = user.standing;
      user.approveApplication();
      user.promoteToAdmin();
      user.updateProfile('Renamed Person', '');
      expect(await store.users.saveStanding(user, before)).toBe(true);
      await store.users.saveProfile(user);
      expect((await store.users.findById(user.id))?.toProps()).toEqual(user.toProps());
    });

    it('keeps a decision and a concurrent profile save, and lets one of two decisions win', async () => {
      const user = anApplicant();
      await store.users.insert(user);
      const [promoter, approver, rejecter, saver] = await Promise.all(
        [1, 2, 3, 4].map(async () => (await store.users.findById(user.id))!),
      );
      const before = user.standing;
      approver!.approveApplication();
      rejecter!.rejectApplication();
      expect(await store.users.saveStanding(approver!, before)).toBe(true);
      expect(await store.users.saveStanding(rejecter!, before)).toBe(false);
      saver!.updateProfile('Saved Meanwhile', saver!.photoURL);
      await store.users.saveProfile(saver!);
      const current = (await store.users.findById(user.id))!;
      promoter!.promoteToAdmin();
      expect(await store.users.saveStanding(promoter!, promoter!.standing)).toBe(false);
      const promoted = current.standing;
      current.promoteToAdmin();
      expect(await store.users.saveStanding(current, promoted)).toBe(true);
      expect((await store.users.findById(user.id))!.toProps()).toMatchObject({
        displayName: 'Saved Meanwhile',
        instructorStatus: 'approved',
        role: 'admin',
      });
    });

    it('lists users oldest first, one page at a time, with the total', async () => {
      const users = [
        aUser({ createdAt: at(5) }),
        aUser({ createdAt: at(1) }),
        aUser({ createdAt: at(3) }),
      ];
      for (const user of users) await store.users.insert(user);
      const first = await store.users.list({ page: 1, limit: 2 });
      const second = await store.users.list({ page: 2, limit: 2 });
      expect(first.items.map((user) => user.id)).toEqual([users[1]!.id, users[2]!.id]);
      expect(second.items.map((user) => user.id)).toEqual([users[0]!.id]);
      expect(first.total).toBe(3);
      expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(await store.users.count()).toBe(3);
    });

    it('lists as applicants every user who ever applied, oldest first', async () => {
      const approved = anApprovedInstructor({ createdAt: at(4) });
      const applied = anApplicant({ createdAt: at(2) });
      const rejected = aRejectedApplicant({ createdAt: at(6) });
      for (const user of [aUser({ createdAt: at(1) }), approved, applied, rejected]) {
        await store.users.insert(user);
      }
      const applicants = await store.users.listApplicants();
      expect(applicants.map((user) => user.id)).toEqual([applied.id, approved.id, rejected.id]);
    });
  });
}
