import type { User } from '../accounts/user.entity';
import { AlreadyRepliedError, ReviewAlreadyHiddenError } from './review.errors';
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

export interface ReviewProps {
  id: string;
  courseId: string;
  /** One review per enrollment: the student's place in the course. */
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

/** A student's rating and words on a course they take, the instructor's reply and its hiding. */
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

  toProps(): Readonly<ReviewProps> {
    return { ...this.props };
  }

  isBy(user: User): boolean {
    return this.props.authorId === user.id;
  }

  /** What the new review adds to its course's figures. */
  get ratingAdded(): RatingChange {
    return { sum: this.props.rating, count: 1 };
  }

  /** The author's new rating and words; a hidden review's rating stays out of the average. */
  edit(content: ReviewText, author: User, now: Date): RatingChange {
    const change = this.isHidden ? 0 : content.rating - this.props.rating;
    this.props = {
      ...this.props,
      ...content,
      authorName: author.displayName,
      updatedAt: now,
      version: this.props.version + 1,
    };
    return { sum: change, count: 0 };
  }

  replyWith(text: string, now: Date): void {
    if (this.props.reply) throw new AlreadyRepliedError();
    this.props = { ...this.props, reply: { text, at: now }, version: this.props.version + 1 };
  }

  /** Hidden by an admin: its rating leaves the course's figures. */
  hide(reason: string, adminId: string, now: Date): RatingChange {
    if (this.props.hidden) throw new ReviewAlreadyHiddenError();
    this.props = {
      ...this.props,
      hidden: { reason, byId: adminId, at: now },
      version: this.props.version + 1,
    };
    return { sum: -this.props.rating, count: -1 };
  }
}
