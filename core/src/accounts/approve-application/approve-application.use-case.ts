import type { Actor } from '../../shared/actor';
import { DecideApplication } from '../decide-application';
import type { User } from '../user.entity';

/** Admin only, and only while the application awaits review: see DecideApplication. */
export class ApproveApplication extends DecideApplication {
  protected readonly decision = 'approved';

  execute(userId: string, actor: Actor | null): Promise<User> {
    return this.decide(userId, actor, () => null);
  }
}
