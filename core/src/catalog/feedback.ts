export interface Feedback {
  id: string;
  feedbackText: string;
  image: string;
  name: string;
  title: string;
}

export interface FeedbackRepository {
  list(): Promise<Feedback[]>;
  insert(feedback: Feedback): Promise<void>;
}
