import { Certificate, openBadgeCredential } from '@classroom/core';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { served } from './support/conformance';
import { testWorld, type TestWorld } from './support/world';

let world: TestWorld;

beforeEach(async () => {
  world = await testWorld();
});

describe('certificates over the API', () => {
  it('checks a certificate for anyone, by id or by code, from what its credential states', async () => {
    const { certificate, users, courses } = world;
    for (const key of [certificate.id, certificate.code.toLowerCase()]) {
      const answer = await served(world).get(`/api/v1/certificates/${key}/verification`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        _id: certificate.id,
        code: certificate.code,
        status: 'valid',
        studentName: users.student.displayName,
        courseName: courses.approved.name,
        instructorName: courses.approved.instructor.name,
        completedAt: world.clock
          .now()
          .toISOString()
          .replace(/\.\d{3}Z$/, '.000Z'),
        issuerName: 'GS Classroom',
        issuerId: 'did:web:classroom.test',
        revokedAt: null,
        verifyUrl: `https://classroom.test/verify/${certificate.id}`,
      });
    }
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    const malformed = await served(world).get('/api/v1/certificates/x%3Cy/verification');
    expect(malformed.status).toBe(400);
    const unknown = await served(world).get(
      '/api/v1/certificates/c0ffee00-0000-4000-8000-000000000999/verification',
    );
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
  });

  it('gives the holder the PDF as an attachment and the credential as JWT and JSON', async () => {
    const { certificate } = world;
    const pdf = await served(world)
      .get(`/api/v1/certificates/${certificate.id}/pdf`)
      .set('Authorization', world.bearer('student'));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${certificate.code}.pdf"`,
    );
    const details = await served(world)
      .get(`/api/v1/certificates/${certificate.id}`)
      .set('Authorization', world.bearer('student'));
    expect(details.body.credentialJwt).toBe(certificate.credential);
    expect(details.body.credential).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      jti: `urn:uuid:${certificate.id}`,
    });
  });

  it('lists certificates to admins, searched, filtered valid or revoked, and sorted', async () => {
    const ids = async (query: string) => {
      const response = await served(world)
        .get(`/api/v1/admin/certificates?${query}`)
        .set('Authorization', world.bearer('admin'));
      expect(response.status).toBe(200);
      return response.body.certificates.map((certificate: { _id: string }) => certificate._id);
    };
    const { certificate, courses, users } = world;
    const course = encodeURIComponent(courses.approved.name.slice(2).toUpperCase());
    const holder = encodeURIComponent(users.student.displayName.slice(1));

    expect(await ids(`search=${course}&state=valid&sort=holder`)).toEqual([certificate.id]);
    expect(await ids(`search=${holder}&sort=oldest`)).toEqual([certificate.id]);
    expect(await ids(`search=${certificate.code.toLowerCase()}`)).toEqual([certificate.id]);
    expect(await ids('state=revoked')).toEqual([]);
    for (const query of ['state=lost', 'sort=up', 'search=' + 'x'.repeat(255)]) {
      const refused = await served(world)
        .get(`/api/v1/admin/certificates?${query}`)
        .set('Authorization', world.bearer('admin'));
      expect([refused.status, refused.body.error.code]).toEqual([400, 'bad_request']);
    }
  });

  it('lets an admin revoke once, with a reason; the check then says revoked', async () => {
    const revoke = (reason: string) =>
      served(world)
        .post(`/api/v1/admin/certificates/${world.certificate.id}/revocation`)
        .set('Authorization', world.bearer('admin'))
        .send({ reason });
    const blank = await revoke('   ');
    expect([blank.status, blank.body.error.fields]).toEqual([
      400,
      { reason: 'Reason is required' },
    ]);
    const first = await revoke('Issued by mistake');
    expect(first.body).toMatchObject({ status: 'revoked', revocationReason: 'Issued by mistake' });
    const again = await revoke('Twice');
    expect([again.status, again.body.error.code]).toEqual([409, 'certificate_already_revoked']);
    const check = await served(world).get(
      `/api/v1/certificates/${world.certificate.id}/verification`,
    );
    expect(check.body).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    const pdf = await served(world)
      .get(`/api/v1/certificates/${world.certificate.id}/pdf`)
      .set('Authorization', world.bearer('student'));
    expect([pdf.status, pdf.headers['content-type'], pdf.body.error.code]).toEqual([
      409,
      'application/json; charset=utf-8',
      'certificate_revoked',
    ]);
  });

  it('publishes the keys and the status list signed, for verifiers, with their own caching', async () => {
    const did = await served(world).get('/.well-known/did.json');
    expect(did.headers['cache-control']).toBe('public, max-age=300');
    expect(did.body.verificationMethod[0].id).toBe(world.signer.publicKeys()[0]!.kid);
    const list = await served(world).get('/credentials/status/0');
    expect(list.headers['content-type']).toBe('application/vc+jwt');
    expect(await world.signer.verify(list.text)).toMatchObject({
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    });
    expect((await served(world).get('/credentials/status/1')).status).toBe(404);
  });
});

describe('the verify page /verify/{id}', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="The site" /><title>GS Classroom</title></head><body><div id="root"></div></body></html>',
  );
  const page = async (id: string) => {
    const site = await testWorld({ webRoot });
    const certificate = id === 'the certificate' ? site.certificate.id : id;
    return {
      site,
      answer: await request(site.server).get(`/verify/${certificate}`).accept('html'),
    };
  };

  it('is the website page with the verdict in its title and Open Graph tags, kept out of search', async () => {
    const { site, answer } = await page('the certificate');
    const student = site.users.student.displayName;
    const course = site.courses.approved.name;
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.text).toContain(`<title>${student} completed ${course} | GS Classroom</title>`);
    expect(answer.text).toContain(
      `<meta property="og:title" content="${student} completed ${course} | GS Classroom" />`,
    );
    expect(answer.text).toContain(
      `<meta property="og:url" content="https://classroom.test/verify/${site.certificate.id}" />`,
    );
    expect(answer.text).toContain('<meta name="robots" content="noindex" />');
    expect(answer.text).not.toContain('content="The site"');
    expect(answer.text).toContain('<div id="root"></div>');
  });

  it("writes a name with replacement patterns ($` $' $&) as it is, once", async () => {
    const site = await testWorld({ webRoot });
    const studentName = "Ann $` $' $& $$ $1 Lee";
    const facts = {
      ...site.certificate.toProps(),
      id: 'c0ffee00-0000-4000-8000-000000000002',
      code: 'GSC-0000-0002',
      enrollmentId: 'e-named',
      studentName,
      statusIndex: 1,
    };
    const claims = openBadgeCredential(facts, site.certification.issuer, 'urn:uuid:holder');
    await site.store.certificates.add(
      Certificate.issue({ ...facts, credential: await site.signer.sign(claims) }),
    );
    const answer = await request(site.server).get(`/verify/${facts.id}`).accept('html');
    const title = `Ann $\` $&#39; $&#38; $$ $1 Lee completed ${site.courses.approved.name} | GS Classroom`;
    expect(answer.status).toBe(200);
    expect(answer.text.match(/<title>/g)).toHaveLength(1);
    expect(answer.text.match(/<head>/g)).toHaveLength(1);
    expect(answer.text).toContain(`<title>${title}</title>`);
    expect(answer.text).toContain(`<meta property="og:title" content="${title}" />`);
    expect(answer.text).toContain(`<meta name="twitter:title" content="${title}" />`);
  });

  it('says not found, as the same page answered 404, for an unknown or malformed id', async () => {
    for (const id of ['c0ffee00-0000-4000-8000-000000000999', '%3Cscript%3E', '%E0%A4%A']) {
      const { answer } = await page(id);
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('<title>Certificate not found | GS Classroom</title>');
      expect(answer.text).not.toContain('<script>');
    }
  });
});
