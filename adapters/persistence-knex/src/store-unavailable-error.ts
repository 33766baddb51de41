/** The store cannot take writes now (its file is gone or was replaced); a retry later may work. */
export class StoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}
