import { DecideApplication } from '../decide-application';

/** Admin only, and only while the application awaits review: see DecideApplication. */
export class RejectApplication extends DecideApplication {
  protected readonly decision = 'rejected';
}
