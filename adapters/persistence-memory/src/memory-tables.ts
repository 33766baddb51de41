import type { CourseProps, Enrollment, Feedback, Payment, UserProps } from '@classroom/core';

/** The in-memory "database": plain rows, keyed as the real schema's unique keys are. */
export interface MemoryTables {
  users: Map<string, UserProps>;
  courses: Map<string, CourseProps>;
  /** Keyed by transaction id. */
  payments: Map<string, Payment>;
  /** Keyed by "email courseId". */
  enrollments: Map<string, Enrollment>;
  feedback: Map<string, Feedback>;
}

export function emptyTables(): MemoryTables {
  return {
    users: new Map(),
    courses: new Map(),
    payments: new Map(),
    enrollments: new Map(),
    feedback: new Map(),
  };
}

export function copyTables(tables: MemoryTables): MemoryTables {
  return {
    users: new Map(tables.users),
    courses: new Map(tables.courses),
    payments: new Map(tables.payments),
    enrollments: new Map(tables.enrollments),
    feedback: new Map(tables.feedback),
  };
}

export function replaceTables(target: MemoryTables, source: MemoryTables): void {
  for (const name of Object.keys(target) as (keyof MemoryTables)[]) {
    const table = target[name] as Map<string, unknown>;
    table.clear();
    for (const [key, row] of source[name] as Map<string, unknown>) table.set(key, row);
  }
}
