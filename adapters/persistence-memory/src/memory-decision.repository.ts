import type {
  DecisionRecord,
  DecisionRepository,
  EditorialDecision,
  HistoryType,
} from '@classroom/core';
import { nextMemoryId } from './memory-context';
import type { MemoryTables } from './memory-tables';

const typesOf = (type: HistoryType) => (type === 'course' ? ['course', 'revision'] : [type]);

export class MemoryDecisionRepository implements DecisionRepository {
  constructor(private readonly tables: MemoryTables) {}

  async record(decision: EditorialDecision): Promise<void> {
    const id = nextMemoryId('decision');
    this.tables.decisions.set(id, structuredClone({ ...decision, id }));
  }

  async history(type: HistoryType, id: string): Promise<DecisionRecord[]> {
    return this.newestFirst().filter(
      (row) => row.subject.id === id && typesOf(type).includes(row.subject.type),
    );
  }

  async latest(type: HistoryType, ids: readonly string[]): Promise<Map<string, DecisionRecord>> {
    const wanted = new Set(ids);
    const latest = new Map<string, DecisionRecord>();
    for (const row of this.newestFirst()) {
      if (!wanted.has(row.subject.id) || !typesOf(type).includes(row.subject.type)) continue;
      if (!latest.has(row.subject.id)) latest.set(row.subject.id, row);
    }
    return latest;
  }

  private newestFirst(): DecisionRecord[] {
    return [...this.tables.decisions.values()]
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id.localeCompare(a.id))
      .map((row) => structuredClone(row));
  }
}
