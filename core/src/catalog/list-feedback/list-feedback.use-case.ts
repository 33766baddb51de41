import type { Feedback, FeedbackRepository } from '../feedback';

export class ListFeedback {
  constructor(private readonly feedback: FeedbackRepository) {}

  execute(): Promise<Feedback[]> {
    return this.feedback.list();
  }
}
