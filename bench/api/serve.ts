// One server for the API benchmark, in its own process so that it does not share a CPU
// thread with the load generator. Prints `listening <port>` when ready.
//   tsx bench/api/serve.ts bare            a bare Koa route: the stack's ceiling
//   tsx bench/api/serve.ts app <DB URL>    the product's HTTP app over that database
// With --expose-gc, SIGUSR2 runs a full garbage collection.
import { createMailUseCases, createUseCases, type PaymentGateway } from '@classroom/core';
import { createApp } from '@classroom/http-koa';
import { ReactEmailRenderer } from '@classroom/mail-templates';
import { createDatabase } from '@classroom/persistence-knex';
import { memoryCertification } from '@classroom/persistence-memory';
import Router from '@koa/router';
import Koa from 'koa';
import { pino } from 'pino';

const [mode, databaseUrl] = process.argv.slice(2);

/** The benchmark reads the catalogue only; a payment would be a bug. */
const noPayments: PaymentGateway = {
  testMode: true,
  createIntent: () => Promise.reject(new Error('no payments in the benchmark')),
  retrieveIntent: async () => null,
  parseEvent: () => Promise.reject(new Error('no payments in the benchmark')),
};

async function app(): Promise<Koa> {
  if (mode === 'bare') {
    const bare = new Koa();
    const router = new Router();
    router.get('/bare', (ctx) => {
      ctx.body = { ok: true };
    });
    bare.use(router.routes());
    return bare;
  }
  const database = await createDatabase(databaseUrl!);
  await database.migrate();
  const clock = { now: () => new Date() };
  const store = { ...database.repositories, unitOfWork: database.unitOfWork };
  const useCases = createUseCases({
    ...store,
    gateway: noPayments,
    ids: { next: () => 'unused' },
    clock,
  });
  return createApp({
    useCases,
    mail: createMailUseCases({
      users: database.repositories.users,
      outbox: database.repositories.outbox,
      renderer: new ReactEmailRenderer({ publicUrl: 'http://127.0.0.1' }),
      transport: null,
      clock,
    }),
    certification: memoryCertification(store, clock).useCases,
    authenticate: async () => null,
    idempotencyKeys: database.repositories.idempotencyKeys,
    publicConfig: {
      payments: { mode: 'test' },
      googleEnabled: false,
      schoolName: 'GS Classroom',
      refunds: { windowDays: 30 },
    },
    isReady: async () => true,
    logger: pino({ level: 'silent' }),
    rateLimits: false,
  }) as unknown as Koa;
}

const server = (await app()).listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`listening ${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
// bench:cache measures memory after a full collection (run with --expose-gc).
const collect = (globalThis as { gc?: () => void }).gc;
if (collect) process.on('SIGUSR2', () => collect());
