import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';

const message = { name: 'Sam', email: 'sam@example.com', subject: 'Hi', message: 'A question.' };

describe('ContactSupport', () => {
  it('leaves the message for the support address, answers to the sender', async () => {
    const core = memoryCore();
    await core.useCases.contactSupport.execute(message);
    expect(core.outbox()).toEqual([
      expect.objectContaining({
        kind: 'contact-request',
        to: 'support@gsclassroom.example',
        replyTo: 'sam@example.com',
      }),
    ]);
  });

  it('names every bad field at once and sends nothing', async () => {
    const core = memoryCore();
    await expect(
      core.useCases.contactSupport.execute({ name: '', email: 'x', subject: '', message: 'hi' }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: {
        name: 'Your Name is required',
        email: 'Enter a valid email address',
        subject: 'Subject is required',
        message: 'Message must be at least 10 characters',
      },
    });
    expect(core.outbox()).toEqual([]);
  });
});
