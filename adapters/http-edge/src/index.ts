// The HTTP edge every router runs behind: one body reader, one validation step on the
// contract's schemas, one error handler with one code-to-status map.
export { DEFAULT_BODY_LIMIT, readJsonBody, readRawBody } from './body';
export { errorHandler, type ErrorHandlerOptions, type ErrorLogger } from './error-handler';
export { codeForStatus, errorStatus } from './error-status';
export { HttpError } from './http-error';
export { logSafeError } from './log-safe-error';
export { readInput, type InputSchemas, type ReadInputOptions } from './read-input';
export { nameRoute, routePattern } from './route-pattern';
export { validate, type InvalidInputCode, type Schema } from './validate';
