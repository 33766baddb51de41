import type { Feedback, FeedbackRepository } from '@classroom/core';
import type { Knex } from 'knex';

interface FeedbackRow {
  id: string;
  feedback_text: string;
  image: string;
  name: string;
  title: string;
}

export class KnexFeedbackRepository implements FeedbackRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async list(): Promise<Feedback[]> {
    const rows = await this.db<FeedbackRow>('feedback')
      .select('id', 'feedback_text', 'image', 'name', 'title')
      .orderBy('seq');
    return rows.map((row) => ({
      id: row.id,
      feedbackText: row.feedback_text,
      image: row.image,
      name: row.name,
      title: row.title,
    }));
  }

  async insert(feedback: Feedback): Promise<void> {
    await this.db('feedback').insert({
      id: feedback.id,
      feedback_text: feedback.feedbackText,
      image: feedback.image,
      name: feedback.name,
      title: feedback.title,
    });
  }
}
