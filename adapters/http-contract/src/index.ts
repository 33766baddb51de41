// The v1 API's wire contract: pure (zod only), shared by the server and the web UI.
export * from './error-codes';
export * from './options';
export * from './routes';
export * from './wire';
export { email, httpUrl, id, dollars, category, experience, certificate } from './fields';
export * from './schemas/params';
export * from './schemas/queries';
export * from './schemas/users';
export * from './schemas/courses';
export * from './schemas/payments';
export * from './schemas/idempotency';
export * from './schemas/identity';
export * from './schemas/test-processor';
export * from './schemas/answers';
export * from './schemas/outreach';
export * from './schemas/audit';
export * from './schemas/learning';
export * from './schemas/learning-answers';
