import type { Actor } from '../../shared/actor';
import { parseDecisionReason, type DecisionReasonInput } from '../../editorial/decision-reason';
import { DecideApplication } from '../decide-application';
import type { User } from '../user.entity';

/**
 * Admin only, only while the application awaits review, and only with a reason: see
 * DecideApplication.
 */
export class RejectApplication extends DecideApplication {
  protected readonly decision = 'rejected';

  execute(userId: string, input: DecisionReasonInput, actor: Actor | null): Promise<User> {
    return this.decide(userId, actor, () => parseDecisionReason(input, 'application'));
  }
}
