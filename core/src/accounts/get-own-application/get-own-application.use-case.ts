import type { Actor } from '../../shared/actor';
import type { DecisionRepository } from '../../editorial/decision.repository.port';
import type { DecisionRecord } from '../../editorial/editorial-decision';
import { requireUser } from '../access';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

/** The caller's application as they see it: its standing and the admin's last decision. */
export interface OwnApplication {
  user: User;
  /** The newest decision on the application (a rejection carries its reason); null if none. */
  lastDecision: DecisionRecord | null;
}

/**
 * Any signed-in user, about themselves only: a rejected applicant reads why before editing
 * and applying again (decision 33). Nobody else's application can be named.
 */
export class GetOwnApplication {
  constructor(
    private readonly users: UserRepository,
    private readonly decisions: DecisionRepository,
  ) {}

  async execute(actor: Actor | null): Promise<OwnApplication> {
    const user = await requireUser(this.users, actor);
    const latest = await this.decisions.latest('application', [user.id]);
    return { user, lastDecision: latest.get(user.id) ?? null };
  }
}
