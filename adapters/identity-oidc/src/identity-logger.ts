/** The slice of a pino-like logger the identity adapter writes to. Never given secrets. */
export interface IdentityLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}
