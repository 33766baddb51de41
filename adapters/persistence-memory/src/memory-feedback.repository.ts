import type { Feedback, FeedbackRepository } from '@classroom/core';
import type { MemoryTables } from './memory-tables';

export class MemoryFeedbackRepository implements FeedbackRepository {
  constructor(private readonly tables: MemoryTables) {}

  async list(): Promise<Feedback[]> {
    return [...this.tables.feedback.values()].map((row) => ({ ...row }));
  }

  async insert(feedback: Feedback): Promise<void> {
    this.tables.feedback.set(feedback.id, { ...feedback });
  }
}
