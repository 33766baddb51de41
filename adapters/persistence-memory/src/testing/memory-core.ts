import { copyTables, createMemoryStore, type MemoryStore, type MemoryTables } from '../index';
import { MemoryMailTransport } from '../memory-mail-transport';
import { MemoryPaymentGateway } from '../memory-payment-gateway';
import type { MemoryCertificatePdfRenderer } from '../memory-certificate-pdf';
import { memoryCertification } from '../memory-certification';
import type { MemoryCredentialSigner } from '../memory-credential-signer';
import {
  FixedClock,
  SequentialIdGenerator,
  type SequentialCertificateNumbers,
} from '../memory-support';
import { expect } from 'vitest';
import {
  createMailUseCases,
  createUseCases,
  type AuditRecord,
  type CertificationUseCases,
  type Course,
  type CourseCompletedHook,
  type DomainErrorCode,
  type EnrollmentOutcome,
  type MailMessage,
  type MailUseCases,
  type UseCases,
  type User,
} from '@classroom/core';
import { plainMailRenderer } from '@classroom/core/testing';

/**
 * The whole core wired to the in-memory adapters, as a composition root would wire it.
 * Tests arrange rows with `given`, act through `useCases`, and compare `state()` snapshots.
 */
export interface MemoryCore {
  useCases: UseCases;
  mail: MailUseCases;
  /** Certificates, issued by the completion hook unless a test passes its own. */
  certification: CertificationUseCases;
  signer: MemoryCredentialSigner;
  numbers: SequentialCertificateNumbers;
  pdf: MemoryCertificatePdfRenderer;
  store: MemoryStore;
  gateway: MemoryPaymentGateway;
  transport: MemoryMailTransport;
  clock: FixedClock;
  ids: SequentialIdGenerator;
  /** The messages in the outbox, oldest first. */
  outbox(): MailMessage[];
  /** The audit log's entries, oldest first, without their ids. */
  auditLog(): Omit<AuditRecord, 'id'>[];
  /** Stores users and courses directly, bypassing the use cases. */
  given(...entities: (User | Course)[]): Promise<void>;
  /** Everything the store and the processor hold; rows are replaced, never mutated, on write. */
  state(): { tables: MemoryTables; intents: number };
  /** A student pays for an approved course end to end: checkout, card success, confirmation. */
  pay(student: User, courseId: string): Promise<EnrollmentOutcome>;
  /** Asserts that `run` fails with the domain error `code` and leaves every row as it was. */
  expectRefused(run: () => Promise<unknown>, code: DomainErrorCode): Promise<void>;
}

export function memoryCore(
  options: {
    adminEmails?: string[];
    transport?: null;
    onCourseCompleted?: CourseCompletedHook;
  } = {},
): MemoryCore {
  const clock = new FixedClock();
  const store = createMemoryStore({ clock, mailSubject: plainMailRenderer.subjectOf });
  const gateway = new MemoryPaymentGateway();
  const transport = new MemoryMailTransport();
  const ids = new SequentialIdGenerator('id-');
  const { useCases: certification, signer, numbers, pdf } = memoryCertification(store, clock);
  const useCases: UseCases = createUseCases({
    ...store,
    gateway,
    clock,
    ids,
    adminEmails: new Set(options.adminEmails ?? []),
    onCourseCompleted: options.onCourseCompleted ?? certification.onCourseCompleted,
  });
  const mail: MailUseCases = createMailUseCases({
    users: store.users,
    outbox: store.outbox,
    renderer: plainMailRenderer,
    transport: options.transport === null ? null : transport,
    clock,
  });

  return {
    useCases,
    mail,
    certification,
    signer,
    numbers,
    pdf,
    store,
    gateway,
    transport,
    clock,
    ids,
    outbox(): MailMessage[] {
      return [...store.tables.outbox.values()]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((row) => row.message);
    },
    auditLog() {
      return [...store.tables.audit.values()]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map(({ id: _id, ...entry }) => entry);
    },
    async given(...entities: (User | Course)[]): Promise<void> {
      for (const entity of entities) {
        if ('role' in entity) await store.users.insert(entity);
        else await store.courses.insert(entity);
      }
    },
    state,
    async pay(student: User, courseId: string) {
      const actor = { email: student.email };
      const checkout = await useCases.startCheckout.execute(courseId, actor);
      gateway.settle(checkout.intentId, 'succeeded');
      return useCases.confirmPayment.execute({ transactionId: checkout.intentId, courseId }, actor);
    },
    async expectRefused(run: () => Promise<unknown>, code: DomainErrorCode): Promise<void> {
      const before = state();
      await expect(run()).rejects.toMatchObject({ code });
      expect(state()).toEqual(before);
    },
  };

  function state(): { tables: MemoryTables; intents: number } {
    return { tables: copyTables(store.tables), intents: gateway.intentCount };
  }
}
