import type {
  DecisionRecord,
  DecisionRepository,
  EditorialDecision,
  HistoryType,
} from '@classroom/core';
import type { Knex } from 'knex';

interface DecisionRow {
  seq: number | string;
  subject_type: string;
  subject_id: string;
  verdict: string;
  reason: string | null;
  checklist: string | null;
  actor_id: string;
  at: number | string;
  snapshot: string;
}

const typesOf = (type: HistoryType) => (type === 'course' ? ['course', 'revision'] : [type]);

function toDecision(row: DecisionRow): DecisionRecord {
  return {
    id: String(row.seq),
    subject: { type: row.subject_type as DecisionRecord['subject']['type'], id: row.subject_id },
    verdict: row.verdict as DecisionRecord['verdict'],
    reason:
      row.reason === null
        ? null
        : { text: row.reason, checklist: JSON.parse(row.checklist ?? '[]') as never },
    actorId: row.actor_id,
    at: new Date(Number(row.at)),
    snapshot: JSON.parse(row.snapshot) as DecisionRecord['snapshot'],
  };
}

/** The `editorial_decisions` table: a subject's history, newest first by `seq`. */
export class KnexDecisionRepository implements DecisionRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async record(decision: EditorialDecision): Promise<void> {
    await this.db('editorial_decisions').insert({
      subject_type: decision.subject.type,
      subject_id: decision.subject.id,
      verdict: decision.verdict,
      reason: decision.reason?.text ?? null,
      checklist: decision.reason ? JSON.stringify(decision.reason.checklist) : null,
      actor_id: decision.actorId,
      at: decision.at.getTime(),
      snapshot: JSON.stringify(decision.snapshot),
    });
  }

  async history(type: HistoryType, id: string): Promise<DecisionRecord[]> {
    const rows = (await this.db('editorial_decisions')
      .where({ subject_id: id })
      .whereIn('subject_type', typesOf(type))
      .orderBy('seq', 'desc')) as DecisionRow[];
    return rows.map(toDecision);
  }

  async latest(type: HistoryType, ids: readonly string[]): Promise<Map<string, DecisionRecord>> {
    if (ids.length === 0) return new Map();
    const newest = this.db('editorial_decisions')
      .whereIn('subject_id', [...ids])
      .whereIn('subject_type', typesOf(type))
      .groupBy('subject_id')
      .max({ seq: 'seq' });
    const rows = (await this.db('editorial_decisions').whereIn('seq', newest)) as DecisionRow[];
    return new Map(rows.map((row) => [row.subject_id, toDecision(row)]));
  }
}
