import type { User } from '../accounts/user.entity';
import type { EnrollmentEndReason } from '../enrollment/payment';
import { AlreadyRepliedError, NotEnrolledError, ReviewAlreadyHiddenError } from './review.errors';
import type { ReviewText } from './review-input';

export interface ReviewReply {
  text: string;
  at: Date;
}

/** An admin's hiding of a review: out of the average and the public list, with the reason. */
export interface ReviewHiding {
  reason: string;
  byId: string;
  at: Date;
}

/**
 * The author's payment for the course was refunded or disputed: the review leaves the list and
 * the average, kept as written, until their next enrollment brings it back.
 */
export interface ReviewWithdrawal {
  reason: EnrollmentEndReason;
  at: Date;
}

export interface ReviewProps {
  id: string;
  courseId: string;
  /** The author's enrollment it speaks for: the one it was written in, or brought back in. */
  enrollmentId: string;
  authorId: string;
  /** The author's name when they last wrote it, as payments copy it. */
  authorName: string;
  /** A whole number from 1 to 5. */
  rating: number;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  reply: ReviewReply | null;
  hidden: ReviewHiding | null;
  withdrawn: ReviewWithdrawal | null;
  /** Signed-in people who marked it helpful, one vote each. */
  helpfulCount: number;
  /** Raised by every write, so that a write from a stale read changes nothing. */
  version: number;
}

/** What a change to a review does to its course's rating sum and count. */
export interface RatingChange {
  sum: number;
  count: number;
}

/**
 * A student's rating and words on a course they take, the instructor's reply, an admin's hiding
 * and its withdrawal by a refund. One per person and course, ever (decision 46): it counts in
 * the course's average only while it is neither hidden nor withdrawn.
 */
export class Review {
  private constructor(private props: ReviewProps) {}

  static write(input: {
    id: string;
    courseId: string;
    enrollmentId: string;
    author: User;
    content: ReviewText;
    now: Date;
  }): Review {
    return new Review({
      id: input.id,
      courseId: input.courseId,
      enrollmentId: input.enrollmentId,
      authorId: input.author.id,
      authorName: input.author.displayName,
      ...input.content,
      createdAt: input.now,
      updatedAt: input.now,
      reply: null,
      hidden: null,
      withdrawn: null,
      helpfulCount: 0,
      version: 1,
    });
  }

  static restore(props: ReviewProps): Review {
    return new Review({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get courseId(): string {
    return this.props.courseId;
  }
  get version(): number {
    return this.props.version;
  }
  get isHidden(): boolean {
    return this.props.hidden !== null;
  }
  get isWithdrawn(): boolean {
    return this.props.withdrawn !== null;
  }
  /** In the public list and the average: neither hidden by an admin nor withdrawn by a refund. */
  get isVisible(): boolean {
    return !this.isHidden && !this.isWithdrawn;
  }

  toProps(): Readonly<ReviewProps> {
    return { ...this.props };
  }

  isBy(user: User): boolean {
    return this.props.authorId === user.id;
  }

  /** What the new review adds to its course's figures. */
  get ratingAdded(): RatingChange {
    return this.counted();
  }

  /**
   * The author's new rating and words. A withdrawn review is edited only from the author's new
   * enrollment (`returnedIn`), which brings it back into the list and the average.
   */
  edit(
    content: ReviewText,
    author: User,
    now: Date,
    returnedIn: string | null = null,
  ): RatingChange {
    if (this.isWithdrawn && !returnedIn) throw new NotEnrolledError();
    return this.change({
      ...content,
      ...(returnedIn ? { enrollmentId: returnedIn, withdrawn: null } : {}),
      authorName: author.displayName,
      updatedAt: now,
    });
  }

  replyWith(text: string, now: Date): void {
    if (this.props.reply) throw new AlreadyRepliedError();
    this.props = { ...this.props, reply: { text, at: now }, version: this.props.version + 1 };
  }

  /** Hidden by an admin: its rating leaves the course's figures. */
  hide(reason: string, adminId: string, now: Date): RatingChange {
    if (this.props.hidden) throw new ReviewAlreadyHiddenError();
    return this.change({ hidden: { reason, byId: adminId, at: now } });
  }

  /** The author's payment was reversed: out of the list and the average; once is enough. */
  withdraw(reason: EnrollmentEndReason, at: Date): RatingChange {
    if (this.isWithdrawn) return { sum: 0, count: 0 };
    return this.change({ withdrawn: { reason, at } });
  }

  /** What the review adds to its course's figures as it stands. */
  private counted(): RatingChange {
    return this.isVisible ? { sum: this.props.rating, count: 1 } : { sum: 0, count: 0 };
  }

  /** Applies a write (raising the version) and answers what it did to the course's figures. */
  private change(update: Partial<ReviewProps>): RatingChange {
    const before = this.counted();
    this.props = { ...this.props, ...update, version: this.props.version + 1 };
    const after = this.counted();
    return { sum: after.sum - before.sum, count: after.count - before.count };
  }
}
