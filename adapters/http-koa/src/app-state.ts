import type { Actor } from '@classroom/core';
import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';

export interface AppState {
  requestId: string;
  /** The request's logger: carries the request id. */
  log: Logger;
  actor?: Actor | null;
}

export type AppContext = ParameterizedContext<AppState>;
