/** The groups of the API's operations, in the document's order, with what each holds. */
export const API_TAGS = {
  accounts: "A person's own record",
  catalogue: 'Courses and figures anyone may read',
  instructor: "Approved instructors' courses",
  admin: 'Admins only',
  learning: "Curricula, the course page's outline, the player and students' progress",
  media: 'Uploaded pictures, videos and files',
  certification: 'Certificates of completion, their public check and the issuer keys',
  reviews: "Students' ratings and reviews of courses",
  enrollment: 'Paying for a course, receipts and enrollments',
  money: 'Refunds, disputes, earnings and payouts (decision 36)',
  outreach: 'Contact Us messages and newsletter sign-ups',
  platform: 'Health, readiness, version and configuration',
  identity: "The website's sign-in, session and bearer tokens",
  provider: "The bundled identity provider's own forms (/idp)",
  'test-processor': 'The test-mode card processor (no Stripe keys)',
} as const;

export type ApiTag = keyof typeof API_TAGS;
