import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aCompletedCourse, actorOf, anAdmin } from '../../../testing';

describe('ListCertificates', () => {
  it('lists every certificate to admins, newest first, found by part of a code or e-mail, sorted', async () => {
    const core = memoryCore();
    const admin = anAdmin();
    await core.given(admin);
    const first = await aCompletedCourse(core);
    core.clock.advance(60_000);
    const second = await aCompletedCourse(core);
    const list = (search?: string) =>
      core.certification.listCertificates.execute({ search, page: 1, limit: 10 }, actorOf(admin));

    expect((await list()).items.map((item) => item.id)).toEqual([
      second.certificate!.id,
      first.certificate!.id,
    ]);
    expect((await list(first.certificate!.code.toLowerCase())).items).toHaveLength(1);
    expect((await list(` ${second.student.email} `)).items[0]?.id).toBe(second.certificate!.id);
    expect((await list('nobody@classroom.test')).total).toBe(0);
    const part = second.student.email.slice(0, -3).toUpperCase();
    expect((await list(part)).items.map((item) => item.id)).toEqual([second.certificate!.id]);
    const oldest = await core.certification.listCertificates.execute(
      { sort: 'oldest', state: 'valid', page: 1, limit: 10 },
      actorOf(admin),
    );
    expect(oldest.items.map((item) => item.id)).toEqual([
      first.certificate!.id,
      second.certificate!.id,
    ]);
    await core.expectRefused(
      () =>
        core.certification.listCertificates.execute({ page: 1, limit: 10 }, actorOf(first.student)),
      'forbidden',
    );
  });
});
