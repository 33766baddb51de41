import type { DecisionRecord, EditorialDecision } from './editorial-decision';

/** The decisions' history: written in the decision's transaction, never changed. */
export interface DecisionRepository {
  record(decision: EditorialDecision): Promise<void>;
  /**
   * The subjects' decisions, newest first. For a course, `course` and `revision` decisions
   * both count: the history of one course.
   */
  history(type: HistoryType, id: string): Promise<DecisionRecord[]>;
  /** The newest decision of each subject that has one (cards and tables show its reason). */
  latest(type: HistoryType, ids: readonly string[]): Promise<Map<string, DecisionRecord>>;
}

/** A course's history holds its own and its revisions' decisions; an application's its own. */
export type HistoryType = 'course' | 'application';
