import type { Job, JobStatus, JsonValue } from '@classroom/core';

export interface JobRow {
  id: string;
  kind: string;
  payload: string;
  run_at: number | string;
  attempts: number;
  status: JobStatus;
  locked_by: string | null;
  locked_until: number | string | null;
  last_error: string | null;
  created_at: number | string;
}

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    payload: JSON.parse(row.payload) as JsonValue,
    runAt: new Date(Number(row.run_at)),
    attempts: Number(row.attempts),
    status: row.status,
    lockedBy: row.locked_by,
    lockedUntil: row.locked_until === null ? null : new Date(Number(row.locked_until)),
    lastError: row.last_error,
    createdAt: new Date(Number(row.created_at)),
  };
}
