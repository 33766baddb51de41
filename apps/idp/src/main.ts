// Runs the bundled provider on its own, e.g. as the external issuer of a production-like demo.
// Accounts live in memory here; the product's server mounts the provider on its own store.
import { createMemoryStore } from '@classroom/persistence-memory';
import Koa from 'koa';
import { createIdp } from './create-idp';
import { seedDemoAccounts } from './demo-accounts';
import { ScryptPasswordHasher } from './scrypt-password-hasher';
import { loadOrCreateSecret } from './secrets';

const port = Number(process.env.IDP_PORT ?? 3001);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const varDirectory = process.env.VAR_DIR ?? 'var';

const store = createMemoryStore();
const hasher = new ScryptPasswordHasher();
// The demo people's password is published: never in production.
if (process.env.NODE_ENV !== 'production') await seedDemoAccounts(store.localAccounts, hasher);
const idp = await createIdp({
  publicUrl,
  secret: process.env.SESSION_SECRET ?? (await loadOrCreateSecret(varDirectory)),
  keysDirectory: varDirectory,
  // Nothing sends the mail kept in this store's outbox: the demo accounts need none.
  store,
  hasher,
});

const app = new Koa();
app.use(idp.middleware);
app.listen(port, () => {
  console.log(`Identity provider at ${idp.issuer} (website client ${idp.webClient.clientId})`);
});
