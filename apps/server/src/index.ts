// The server as a library: what the desktop app, benchmarks and tests start in-process.
export { parseConfig, type Config } from './config/config';
export { ConfigError } from './config/config-error';
export { startServer, type StartedServer } from './server';
export type { ContainerOverrides } from './container';
export { createLogger } from './runtime/logger';
