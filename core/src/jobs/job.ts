/** A value that survives JSON: what a job carries to its handler. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * queued: waiting for its run time. running: claimed by a worker until its lease ends (a
 * crashed worker's job is claimed again after that). failed: given up at its kind's deadline.
 * A job that succeeds is removed.
 */
export type JobStatus = 'queued' | 'running' | 'failed';

export interface NewJob {
  kind: string;
  payload: JsonValue;
  /** When it may run first (default: now). */
  runAt?: Date;
}

export interface Job {
  id: string;
  kind: string;
  payload: JsonValue;
  runAt: Date;
  /** Claims so far, this one included while it runs. */
  attempts: number;
  status: JobStatus;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
}
