/** Base of every failure the core reports. Adapters map `code`, never the message. */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  readonly fields: Readonly<Record<string, string>> = {};

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
