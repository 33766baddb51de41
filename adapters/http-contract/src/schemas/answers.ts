import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';
import { CATEGORIES, EXPERIENCES, USERS_PAGE_SIZE } from '../options';

// The answers of the API, as zod schemas: the wire types (wire.ts) are inferred from them and
// the OpenAPI document is generated from them, so neither can drift from the other. Each
// carries the name it has in the document.

const dateTime = z.iso.datetime();
const count = z.int().min(0);
const pageNumber = z.int().min(1);

export const categoryWire = z.enum(CATEGORIES).meta({ id: 'Category' });
export const experienceWire = z.enum(EXPERIENCES).meta({ id: 'Experience' });
const blank = z.literal('');

/** Course status on the wire: 0 pending, 1 approved, 'rejected'. */
export const courseStatusWire = z
  .union([z.literal(0), z.literal(1), z.literal('rejected')])
  .meta({ id: 'CourseStatus', description: '0 pending, 1 approved, rejected' });

export const courseWire = z
  .strictObject({
    _id: z.string(),
    courseName: z.string(),
    courseCategory: categoryWire,
    language: z.string(),
    certificate: z.enum(['Yes', 'No']),
    lectures: z.int().min(1),
    instructorName: z.string(),
    instructorTitle: z.string(),
    instructorExperience: z.union([experienceWire, blank]),
    instructorEmail: z.string(),
    instructorImage: z.string(),
    courseImage: z.string(),
    courseRatings: z.number().meta({
      description:
        "The visible reviews' average to one decimal; 4.8 (the spec's default) until the first review",
    }),
    ratingCount: count.meta({ description: 'The visible reviews counted in courseRatings' }),
    price: z.number().min(0).meta({ description: 'Dollars' }),
    shortDescription: z.string(),
    detailedDescription: z.string(),
    learningOutcomes: z
      .array(z.string())
      .meta({ description: "What you'll learn, as the instructor wrote it; empty: none" }),
    totalEnrollment: count,
    courseStatus: courseStatusWire,
    status: courseStatusWire.meta({ description: 'The same as courseStatus' }),
    createdAt: dateTime.meta({ description: 'When its instructor first submitted it' }),
  })
  .meta({ id: 'Course' });

/** A title offered under the search box while typing. */
export const suggestionWire = z
  .strictObject({ _id: z.string(), courseName: z.string() })
  .meta({ id: 'CourseSuggestion' });

/** Instructor application status; '' when the user never applied. */
export const instructorStatusWire = z.enum(['', 'applied', 'approved', 'rejected']);

export const userWire = z
  .strictObject({
    _id: z.string(),
    displayName: z.string(),
    photoURL: z.string(),
    email: z.string(),
    role: z.enum(['user', 'admin']),
    status: instructorStatusWire,
    category: z.union([categoryWire, blank]),
    experience: z.union([experienceWire, blank]),
    title: z.string(),
  })
  .meta({ id: 'User' });

export const paymentWire = z
  .strictObject({
    _id: z.string(),
    email: z.string(),
    name: z.string(),
    date: dateTime,
    price: z.number().meta({ description: 'Dollars' }),
    transactionId: z.string(),
    courseId: z.string(),
    courseName: z.string(),
    courseImage: z.string(),
    instructorName: z.string(),
    refundedAt: dateTime.nullable().meta({
      description:
        'When a refund or a dispute reversed it: it no longer pays for the course; null while it stands',
    }),
    reversal: z.enum(['refund', 'dispute']).nullable().meta({
      description:
        'Which reversed it: a refund, or a dispute with the card issuer; null while it stands',
    }),
  })
  .meta({ id: 'Payment' });

export const enrolledCourseWire = z
  .strictObject({
    _id: z.string(),
    courseId: z.string(),
    courseName: z.string(),
    courseImage: z.string(),
    instructorName: z.string(),
    enrolledAt: dateTime,
    lastLessonId: z.string().nullable().meta({ description: "Where 'Continue' leads" }),
    progressPercent: z.int().min(0).max(100),
    completedAt: dateTime.nullable().meta({ description: 'When the course first reached 100%' }),
  })
  .meta({ id: 'EnrolledCourse' });

export const feedbackWire = z
  .strictObject({
    _id: z.string(),
    feedbackText: z.string(),
    image: z.string(),
    name: z.string(),
    title: z.string(),
  })
  .meta({ id: 'Feedback' });

export const statsWire = z
  .strictObject({ totalUsers: count, totalCourses: count, totalEnrollment: count })
  .meta({ id: 'Stats' });

export const usersPageWire = z
  .strictObject({
    users: z.array(userWire),
    page: pageNumber,
    pages: pageNumber,
    total: count,
    pageSize: z.literal(USERS_PAGE_SIZE),
  })
  .meta({ id: 'UsersPage' });

const outboxEntryFields = {
  _id: z.string(),
  kind: z.string().meta({ description: 'verify-email, payment-receipt, course-approved ...' }),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'kept', 'failed']).meta({
    description: 'kept: no mail server is configured',
  }),
  attempts: count,
  lastError: z.string().nullable(),
  createdAt: dateTime,
  sentAt: dateTime.nullable(),
};

/** One outgoing e-mail in the admins' Outbox. */
export const outboxEntryWire = z.strictObject(outboxEntryFields).meta({ id: 'OutboxEntry' });

export const outboxPageWire = z
  .strictObject({
    messages: z.array(outboxEntryWire),
    page: pageNumber,
    pages: pageNumber,
    total: count,
    pageSize: z.literal(20),
  })
  .meta({ id: 'OutboxPage' });

/** A message as its recipient reads it; secret links only while it is kept. */
export const outboxMessageWire = z
  .strictObject({ ...outboxEntryFields, text: z.string(), html: z.string() })
  .meta({ id: 'OutboxMessage' });

export const courseFiguresWire = z
  .strictObject({
    courseId: z.string(),
    totalEnrollment: count,
    enrollments: count,
    revenue: z.number().min(0).meta({ description: 'Dollars' }),
    lastEnrolledAt: dateTime.nullable(),
  })
  .meta({ id: 'CourseFigures' });

export const adminFlagWire = z.strictObject({ admin: z.boolean() });
export const instructorFlagWire = z.strictObject({ instructor: z.boolean() });
export const insertedWire = z.strictObject({ insertedId: z.string() });
export const modifiedWire = z.strictObject({ modifiedCount: count });
/** A free course's enrollment: the student is enrolled (201 now, 200 already). */
export const enrolledWire = z.strictObject({ enrolled: z.literal(true) });
export type EnrolledWire = z.infer<typeof enrolledWire>;
export const deletedWire = z.strictObject({ deletedCount: count });

/** POST /api/v1/users: the record is created at sign-in, so nothing is ever inserted here. */
export const savedUserWire = z
  .strictObject({ insertedId: z.null(), modifiedCount: count })
  .meta({ id: 'SavedUser' });

export const checkoutWire = z
  .strictObject({
    clientSecret: z.string(),
    intentId: z.string(),
    amount: z.number().positive().meta({ description: "Dollars, the course's stored price" }),
  })
  .meta({ id: 'Checkout' });

export const publicConfigWire = z
  .strictObject({
    payments: z.strictObject({
      mode: z.enum(['test', 'stripe']),
      publishableKey: z.string().optional(),
    }),
    googleEnabled: z.boolean(),
    schoolName: z.string().meta({
      description: "The school's name (SCHOOL_NAME), for page titles; GS Classroom by default",
    }),
    refunds: z
      .strictObject({
        windowDays: z.int().min(0).meta({
          description:
            'Days after payment during which a student may ask for a refund (REFUND_DAYS)',
        }),
      })
      .meta({ description: 'The refund policy the course and payment pages state before buying' }),
  })
  .meta({ id: 'PublicConfig' });

export const versionWire = z
  .strictObject({
    version: z.string().meta({ description: "package.json's version" }),
    commit: z.string().meta({ description: 'The commit the build was made from' }),
  })
  .meta({ id: 'Version' });

export const healthWire = z
  .strictObject({ status: z.enum(['ok', 'unavailable']) })
  .meta({ id: 'Health' });

export const webhookReceiptWire = z.strictObject({
  received: z.literal(true),
  enrolled: z.boolean(),
});

// Identity (/auth/*, POST /jwt) and the bundled provider's forms (/idp/...).

export const sessionWire = z
  .strictObject({
    user: z
      .strictObject({
        email: z.string(),
        displayName: z.string(),
        photoURL: z.string(),
        canChangePassword: z.boolean().meta({
          description: "The product keeps this person's password (the bundled provider)",
        }),
      })
      .nullable(),
  })
  .meta({ id: 'Session' });

export const signedOutWire = z.strictObject({
  endSessionUrl: z
    .string()
    .nullable()
    .meta({ description: "Where the browser goes to end the provider's session too" }),
});

export const tokenWire = z.strictObject({ token: z.string() }).meta({ id: 'Token' });

/** The answer to requests that name an address: the same whether or not it has an account. */
export const sentIfAccountWire = z.strictObject({ message: z.string() });

/** POST /idp/interaction/:uid/register: a link went to the address; nobody is signed in. */
export const registeredWire = z.strictObject({
  email: z.string(),
  verificationSent: z.literal(true),
});

export const redirectWire = z.strictObject({ redirectTo: z.string() });
export const passwordResetWire = z.strictObject({ reset: z.literal(true) });
export const passwordChangedWire = z.strictObject({ changed: z.literal(true) });

// The test-mode card processor (what Stripe.js would call in Stripe mode).

export const testConfirmedWire = z.strictObject({ id: z.string(), status: z.literal('succeeded') });

export const testIntentWire = z
  .strictObject({
    id: z.string(),
    object: z.literal('payment_intent'),
    status: z.string(),
    amount: count.meta({ description: 'Cents' }),
    currency: z.string(),
    description: z.string(),
    metadata: z.strictObject({ courseId: z.string(), email: z.string() }),
    last_payment_error: z.strictObject({ code: z.string(), message: z.string() }).nullable(),
    livemode: z.literal(false),
    created: z.int(),
  })
  .meta({ id: 'TestIntent' });

/** The test processor's refusals keep Stripe's codes (card_declined, resource_missing ...). */
export const processorErrorWire = z
  .strictObject({ error: z.strictObject({ code: z.string(), message: z.string() }) })
  .meta({ id: 'ProcessorError' });

/** The body of every error answer. `fields` maps a request field to its message. */
export const errorWire = z
  .strictObject({
    error: z.strictObject({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });
