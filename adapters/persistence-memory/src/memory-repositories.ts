import type { Repositories } from '@classroom/core';
import { MemoryCourseRepository } from './memory-course.repository';
import { MemoryEnrollmentRepository } from './memory-enrollment.repository';
import { MemoryFeedbackRepository } from './memory-feedback.repository';
import type { MemoryTables } from './memory-tables';
import { MemoryUserRepository } from './memory-user.repository';

export function memoryRepositories(tables: MemoryTables): Repositories {
  return {
    users: new MemoryUserRepository(tables),
    courses: new MemoryCourseRepository(tables),
    enrollments: new MemoryEnrollmentRepository(tables),
    feedback: new MemoryFeedbackRepository(tables),
  };
}
