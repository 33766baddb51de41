import { requireAdmin, requireUser } from '../../accounts/access';
import type { User } from '../../accounts/user.entity';
import { PaymentGatewayError } from '../../enrollment/enrollment.errors';
import type { Enrollment } from '../../enrollment/payment';
import type { Actor } from '../../shared/actor';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { Page, PageRequest } from '../../shared/ports';
import { tableText } from '../../shared/table-page';
import { AUTO_APPROVE_SETTING, autoApproveOn, type MoneyDeps } from '../money-deps';
import { RefundNotAllowedError, RefundNotPendingError } from '../money.errors';
import type { RefundQueueQuery } from '../money.repository.port';
import type { RefundRefusal, RefundRequest } from '../refund-request';
import { declineRefundRequest, newRefundRequest } from '../refund-request.entity';
import { consumedRefusal, consumptionOf, type RefundConsumption } from './refund-consumption';
import { refundEligibility, type RefundEligibility } from './refund-eligibility';
import { refundThroughProcessor } from './refund-through-processor';
import { tellAdminsOfRequest } from './tell-admins-of-request';

export interface RefundPolicyView {
  refundDays: number;
  maxProgressPercent: number;
  autoApprove: boolean;
}

export interface RefundEligibilityView extends RefundEligibility {
  policy: RefundPolicyView;
}

const REASON_MAX = 1000;

async function policyView(deps: MoneyDeps): Promise<RefundPolicyView> {
  return {
    refundDays: deps.policy.refundDays,
    maxProgressPercent: deps.policy.refundMaxProgress,
    autoApprove: await autoApproveOn(deps.money),
  };
}

/** The student's own enrollment, ended ones included; anyone else's is "not found". */
async function ownEnrollment(
  deps: MoneyDeps,
  student: User,
  enrollmentId: string,
): Promise<Enrollment> {
  const enrollment = await deps.enrollments.findEnrollmentById(enrollmentId);
  if (!enrollment || enrollment.email !== student.email) throw new NotFoundError('enrollment');
  return enrollment;
}

/** The student: the refund rules and whether this enrollment may be refunded, and why not. */
export class GetRefundEligibility {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(enrollmentId: string, actor: Actor | null): Promise<RefundEligibilityView> {
    const student = await requireUser(this.deps.users, actor);
    const enrollment = await ownEnrollment(this.deps, student, enrollmentId);
    const payment = await this.deps.money.findPaymentById(enrollment.paymentId);
    const eligibility = await refundEligibility(
      this.deps,
      this.deps.policy,
      enrollment,
      payment,
      this.deps.clock.now(),
    );
    return { ...eligibility, policy: await policyView(this.deps) };
  }
}

/**
 * The student asks for a refund within the rules. With auto-approval on, the request is
 * approved and refunded at once; otherwise it waits in the admins' queue.
 */
export class RequestRefund {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(
    enrollmentId: string,
    input: { reason?: string },
    actor: Actor | null,
  ): Promise<RefundRequest> {
    const { deps } = this;
    const student = await requireUser(deps.users, actor);
    const reason = (input.reason ?? '').trim();
    if (reason.length > REASON_MAX) {
      throw new ValidationError({ reason: `Reason is at most ${REASON_MAX} characters` });
    }
    const autoApprove = await autoApproveOn(deps.money);
    const request = await deps.unitOfWork.transaction(async (repositories) => {
      const enrollment = await repositories.enrollments.findEnrollmentById(enrollmentId, {
        lock: true,
      });
      if (!enrollment || enrollment.email !== student.email) throw new NotFoundError('enrollment');
      const payment = await repositories.money.findPaymentById(enrollment.paymentId);
      const now = deps.clock.now();
      const eligibility = await refundEligibility(
        repositories,
        deps.policy,
        enrollment,
        payment,
        now,
      );
      if (!eligibility.eligible || !payment) {
        throw new RefundNotAllowedError(eligibility.reason ?? 'not_paid');
      }
      const created = newRefundRequest({
        id: deps.ids.next(),
        paymentId: payment.id,
        enrollmentId: enrollment.id,
        studentId: student.id,
        courseId: enrollment.courseId,
        courseName: enrollment.courseName,
        amountCents: payment.amount.cents,
        reason,
        requestedAt: now,
      });
      if (!(await repositories.money.insertRefundRequest(created))) {
        throw new RefundNotAllowedError('already_requested');
      }
      if (!autoApprove) await tellAdminsOfRequest(repositories, created, student.displayName);
      return created;
    });
    if (!autoApprove) return request;
    try {
      return await refundThroughProcessor(deps, request.id, null);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      // The processor could not refund now: the request waits in the admins' queue.
      await deps.unitOfWork.transaction((repositories) =>
        tellAdminsOfRequest(repositories, request, student.displayName),
      );
      return request;
    }
  }
}

/**
 * Admin: approves a pending request and refunds the payment through the processor; refused
 * when the student has consumed the course since asking (decision 44).
 */
export class ApproveRefund {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(requestId: string, actor: Actor | null): Promise<RefundRequest> {
    const admin = await requireAdmin(this.deps.users, actor);
    return refundThroughProcessor(this.deps, requestId, admin.id);
  }
}

/** Admin: declines a pending request, with a reason the student is shown. */
export class DeclineRefund {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(
    requestId: string,
    input: { reason: string },
    actor: Actor | null,
  ): Promise<RefundRequest> {
    const admin = await requireAdmin(this.deps.users, actor);
    const reason = input.reason.trim();
    if (!reason) throw new ValidationError({ reason: 'Reason is required' });
    if (reason.length > REASON_MAX) {
      throw new ValidationError({ reason: `Reason is at most ${REASON_MAX} characters` });
    }
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const request = await repositories.money.findRefundRequest(requestId, { lock: true });
      if (!request) throw new NotFoundError('refund request');
      const declined = declineRefundRequest(request, reason, admin.id, this.deps.clock.now());
      if (!(await repositories.money.saveRefundRequest(declined, 'pending'))) {
        throw new RefundNotPendingError();
      }
      await repositories.audit.record({
        kind: 'refund-declined',
        actorId: admin.id,
        subject: { type: 'refund-request', id: request.id },
        before: { status: 'pending' },
        after: { status: 'declined', reason },
      });
      return declined;
    });
  }
}

/**
 * A request in the admins' queue, with who asked (the decline dialog names them) and what
 * they have taken of the course, the facts the decision rests on.
 */
export interface RefundQueueEntry extends RefundRequest {
  /** '' once the account is deleted. */
  studentName: string;
  studentEmail: string;
  /** Null when the enrollment is gone. */
  consumption: RefundConsumption | null;
  /** For a pending request: why an approval would be refused now, if it would. */
  approvalRefusal: RefundRefusal | null;
}

/** Admin: the refund queue, searched, filtered and sorted; pending first unless asked not to. */
export class ListRefundRequests {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(
    query: RefundQueueQuery,
    page: PageRequest,
    actor: Actor | null,
  ): Promise<Page<RefundQueueEntry>> {
    await requireAdmin(this.deps.users, actor);
    const found = await this.deps.money.refundRequests(
      { ...query, text: tableText(query.text), pendingFirst: query.pendingFirst ?? true },
      page,
    );
    const students = new Map<string, User | null>();
    for (const id of new Set(found.items.map((request) => request.studentId))) {
      students.set(id, await this.deps.users.findById(id));
    }
    const items: RefundQueueEntry[] = [];
    for (const request of found.items) {
      const student = students.get(request.studentId);
      const enrollment = await this.deps.enrollments.findEnrollmentById(request.enrollmentId);
      const consumption = enrollment ? await consumptionOf(this.deps, enrollment) : null;
      items.push({
        ...request,
        studentName: student?.displayName ?? '',
        studentEmail: student?.email ?? '',
        consumption,
        approvalRefusal:
          request.status === 'pending' && consumption
            ? consumedRefusal(consumption, this.deps.policy)
            : null,
      });
    }
    return { ...found, items };
  }
}

/** Admin: the refund rules and the auto-approval switch. */
export class GetRefundSettings {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(actor: Actor | null): Promise<RefundPolicyView> {
    await requireAdmin(this.deps.users, actor);
    return policyView(this.deps);
  }
}

/** Admin: turns auto-approval within the rules on or off (audit-logged). */
export class SetRefundSettings {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(input: { autoApprove: boolean }, actor: Actor | null): Promise<RefundPolicyView> {
    const admin = await requireAdmin(this.deps.users, actor);
    await this.deps.unitOfWork.transaction(async (repositories) => {
      const before = (await repositories.money.readSetting(AUTO_APPROVE_SETTING)) === 'true';
      if (before === input.autoApprove) return;
      await repositories.money.saveSetting(
        AUTO_APPROVE_SETTING,
        String(input.autoApprove),
        this.deps.clock.now(),
      );
      await repositories.audit.record({
        kind: 'refund-settings-changed',
        actorId: admin.id,
        subject: { type: 'setting', id: AUTO_APPROVE_SETTING },
        before: { autoApprove: before },
        after: { autoApprove: input.autoApprove },
      });
    });
    return policyView(this.deps);
  }
}
