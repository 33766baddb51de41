import type { PageOf } from '../lib/table-page';

/** Whether `text` holds the words searched for, as the server's search does; none: any. */
export const matches = (text: string, q: string | undefined) =>
  !q || text.toLowerCase().includes(q.toLowerCase());

/** Page `number` of `items`, `size` at a time, as the server answers it. */
export function page<T>(items: T[], number: number, size: number): PageOf<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  return {
    items: items.slice((number - 1) * size, number * size),
    page: number,
    pages,
    total: items.length,
  };
}

/** An in-memory server behind a feature's API port: it answers later, or fails when told to. */
export abstract class FakePort {
  /** Set to make the next call fail with this error. */
  failNext: Error | null = null;

  protected async answer<T>(value: () => T): Promise<T> {
    await Promise.resolve();
    const failure = this.failNext;
    if (failure) {
      this.failNext = null;
      throw failure;
    }
    return value();
  }
}
