export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  next(): string;
}

export interface PageRequest {
  /** 1-based page number. */
  page: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export function pageOffset({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}
