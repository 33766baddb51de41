import { describe, expect, it } from 'vitest';
import { memoryStatusListEncoder } from '@classroom/persistence-memory';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aCompletedCourse, actorOf, anAdmin } from '../../../testing';
import { statusBits } from '../status-list';

describe('GetStatusList', () => {
  it('publishes a signed Bitstring Status List whose bits are the revoked certificates', async () => {
    const core = memoryCore();
    const admin = anAdmin();
    await core.given(admin);
    core.numbers.drawIndexes(5, 9);
    const kept = await aCompletedCourse(core);
    const revoked = await aCompletedCourse(core);
    await core.certification.revokeCertificate.execute(
      { certificateId: revoked.certificate!.id, reason: 'Refunded' },
      actorOf(admin),
    );

    const token = await core.certification.getStatusList.execute(0);
    const claims = await core.signer.verify(token);

    expect(claims).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: 'https://classroom.test/credentials/status/0',
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: 'did:web:classroom.test',
      iss: 'did:web:classroom.test',
      credentialSubject: {
        type: 'BitstringStatusList',
        statusPurpose: 'revocation',
        encodedList: memoryStatusListEncoder.encode(statusBits([9])),
      },
    });
    expect(kept.certificate!.statusIndex).toBe(5);
  });

  it('sets bit N as the first bit of byte N / 8', () => {
    const bits = statusBits([0, 9, 131_071]);
    expect(bits.length).toBe(16_384);
    expect([bits[0], bits[1], bits[16_383]]).toEqual([0b1000_0000, 0b0100_0000, 0b0000_0001]);
  });

  it('answers not found for a list beyond those in use', async () => {
    const core = memoryCore();
    await expect(core.certification.getStatusList.execute(0)).resolves.toEqual(expect.any(String));
    for (const list of [1, -1, 0.5]) {
      await expect(core.certification.getStatusList.execute(list)).rejects.toMatchObject({
        code: 'not_found',
      });
    }
  });
});
