// The demo data set: what `npm run db:seed` and a first start write into an empty store.
export { seedDemo, type SeedResult } from './seed-demo';
export { DEMO_ACCOUNTS, DEMO_INSTRUCTORS, demoUsers } from './demo-users';
export { demoCourses } from './demo-courses';
export { demoFeedback } from './demo-feedback';
