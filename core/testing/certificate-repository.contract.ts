import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CertificateFilter, Email } from '../src/index';
import { aCertificate } from './certificate.mother';
import type { ContractStore, StoreFactory } from './store.contract';

const day = (n: number) => new Date(Date.UTC(2026, 5, n, 12, 0, 0, 250));

export function certificateRepositoryContract(factory: StoreFactory): void {
  describe('CertificateRepository', () => {
    let store: ContractStore;
    beforeEach(async () => {
      store = await factory.open();
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('reads back every field by id, code and enrollment; null for unknown ones', async () => {
      const certificate = aCertificate({ studentName: 'Zoë Ñúñez', statusIndex: 131_071 });
      await store.certificates.add(certificate);
      for (const found of [
        await store.certificates.findById(certificate.id),
        await store.certificates.findByCode(certificate.code),
        await store.certificates.findByEnrollment(certificate.enrollmentId),
      ]) {
        expect(found?.toProps()).toEqual(certificate.toProps());
      }
      expect(await store.certificates.findById('missing')).toBeNull();
      expect(await store.certificates.findByCode('GSC-0000-0000')).toBeNull();
      expect(await store.certificates.findByEnrollment('missing')).toBeNull();
    });

    it('refuses a second certificate with a taken id, code, enrollment or status index', async () => {
      const first = aCertificate();
      await store.certificates.add(first);
      const taken = first.toProps();
      for (const clash of [
        { id: taken.id },
        { code: taken.code },
        { enrollmentId: taken.enrollmentId },
        { statusIndex: taken.statusIndex },
      ]) {
        await expect(store.certificates.add(aCertificate(clash))).rejects.toThrow();
      }
      expect(await store.certificates.count()).toBe(1);
      expect(await store.certificates.holdsIndex(taken.statusIndex)).toBe(true);
      expect(await store.certificates.holdsIndex(taken.statusIndex + 1)).toBe(false);
    });

    it("lists a holder's certificates newest first", async () => {
      const email = 'holder@classroom.test' as Email;
      const older = aCertificate({ email, completedAt: day(1) });
      const newer = aCertificate({ email, completedAt: day(3) });
      await store.certificates.add(older);
      await store.certificates.add(newer);
      await store.certificates.add(aCertificate({ completedAt: day(2) }));
      const listed = await store.certificates.listOfHolder(email);
      expect(listed.map((certificate) => certificate.id)).toEqual([newer.id, older.id]);
    });

    it('pages every certificate newest first, found by code in any case or by e-mail', async () => {
      const certificates = [1, 2, 3].map((n) => aCertificate({ completedAt: day(n) }));
      for (const certificate of certificates) await store.certificates.add(certificate);
      const page = await store.certificates.list({}, { page: 1, limit: 2 });
      expect(page.items.map((item) => item.id)).toEqual([certificates[2]!.id, certificates[1]!.id]);
      expect(page.total).toBe(3);
      const second = await store.certificates.list({}, { page: 2, limit: 2 });
      expect(second.items.map((item) => item.id)).toEqual([certificates[0]!.id]);
      const first = certificates[0]!;
      for (const search of [first.code, first.code.toLowerCase(), first.email]) {
        const found = await store.certificates.list({ search }, { page: 1, limit: 10 });
        expect([found.total, found.items[0]?.id]).toEqual([1, first.id]);
      }
    });

    it('finds part of a code, holder or course, filters revoked ones and sorts', async () => {
      const ada = aCertificate({
        completedAt: day(1),
        studentName: 'Ada 100%_ Lovelace',
        email: 'ada@math.example' as Email,
        courseName: 'Watercolor Basics',
      });
      const bea = aCertificate({ completedAt: day(2), studentName: 'bea Holder' });
      const cal = aCertificate({
        completedAt: day(3),
        studentName: 'Cal Holder',
        revokedAt: day(4),
        revocationReason: 'Copied',
      });
      for (const certificate of [ada, bea, cal]) await store.certificates.add(certificate);
      const ids = async (filter: CertificateFilter) =>
        (await store.certificates.list(filter, { page: 1, limit: 10 })).items.map(
          (item) => item.id,
        );

      expect(await ids({ search: 'LOVELACE' })).toEqual([ada.id]);
      expect(await ids({ search: '100%_' })).toEqual([ada.id]);
      // LIKE's wildcards are taken literally.
      expect(await ids({ search: '1%0' })).toEqual([]);
      expect(await ids({ search: 'MATH.EX' })).toEqual([ada.id]);
      expect(await ids({ search: 'watercolor' })).toEqual([ada.id]);
      expect(await ids({ search: bea.code.slice(4).toLowerCase() })).toEqual([bea.id]);
      expect(await ids({ search: 'holder' })).toEqual([cal.id, bea.id]);
      expect(await ids({ state: 'revoked' })).toEqual([cal.id]);
      expect(await ids({ state: 'valid' })).toEqual([bea.id, ada.id]);
      expect(await ids({ state: 'valid', search: 'holder' })).toEqual([bea.id]);
      expect(await ids({ sort: 'oldest' })).toEqual([ada.id, bea.id, cal.id]);
      expect(await ids({ sort: 'holder' })).toEqual([ada.id, bea.id, cal.id]);
      const page = await store.certificates.list(
        { search: 'holder', sort: 'oldest' },
        { page: 2, limit: 1 },
      );
      expect([page.total, page.items.map((item) => item.id)]).toEqual([2, [cal.id]]);
    });

    it('writes a revocation only over a standing certificate, and sets its bit', async () => {
      const certificate = aCertificate({ statusIndex: 42 });
      await store.certificates.add(certificate);
      await store.certificates.add(aCertificate({ statusIndex: 7 }));
      const first = (await store.certificates.findById(certificate.id))!;
      const second = (await store.certificates.findById(certificate.id))!;
      first.revoke('Issued by mistake', day(9));
      second.revoke('Another reason', day(10));

      expect(await store.certificates.saveRevocation(first)).toBe(true);
      expect(await store.certificates.saveRevocation(second)).toBe(false);
      expect((await store.certificates.findById(certificate.id))?.toProps()).toMatchObject({
        revokedAt: day(9),
        revocationReason: 'Issued by mistake',
      });
      expect(await store.certificates.isRevoked(42)).toBe(true);
      expect(await store.certificates.isRevoked(7)).toBe(false);
      expect(await store.certificates.isRevoked(8)).toBe(false);
      expect(await store.certificates.revokedIndexes(0, 131_072)).toEqual([42]);
      expect(await store.certificates.revokedIndexes(43, 131_072)).toEqual([]);
      expect(await store.certificates.revokedAtOf(42)).toEqual(day(9));
      expect(await store.certificates.revokedAtOf(7)).toBeNull();
      expect(await store.certificates.revokedAtOf(8)).toBeUndefined();
    });

    it("moves a holder's certificates to another e-mail", async () => {
      const from = 'leaving@classroom.test' as Email;
      const to = 'deleted-1@deleted.invalid' as Email;
      const certificate = aCertificate({ email: from });
      const other = aCertificate();
      await store.certificates.add(certificate);
      await store.certificates.add(other);
      await store.certificates.transferHolder(from, to);
      expect(await store.certificates.listOfHolder(from)).toEqual([]);
      expect((await store.certificates.listOfHolder(to)).map((found) => found.id)).toEqual([
        certificate.id,
      ]);
      expect((await store.certificates.findById(other.id))?.email).toBe(other.email);
    });

    it('lands a certificate with its transaction or not at all', async () => {
      const certificate = aCertificate();
      await expect(
        store.unitOfWork.transaction(async ({ certificates }) => {
          await certificates.add(certificate);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await store.certificates.findById(certificate.id)).toBeNull();
    });
  });
}
