// Test data builders (Object Mothers) for the core's entities. Pure: no adapter behind them,
// so any adapter's tests may use them.
export { actorOf } from './actor.mother';
export { aCourse, anApprovedCourse, courseInput } from './course.mother';
export {
  aRejectedApplicant,
  aUser,
  anAdmin,
  anApplicant,
  anApprovedInstructor,
  type UserOverrides,
} from './user.mother';
export { mailbox, storedMailbox, type Mailbox } from './mailbox';
export { plainMailRenderer } from './plain-mail-renderer';
export { testMailUseCases } from './test-mail-use-cases';
