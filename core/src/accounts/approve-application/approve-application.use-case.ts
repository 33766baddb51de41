import { DecideApplication } from '../decide-application';

/** Admin only, and only while the application awaits review: see DecideApplication. */
export class ApproveApplication extends DecideApplication {
  protected readonly decision = 'approved';
}
