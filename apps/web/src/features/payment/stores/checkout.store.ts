import { endpoints, type CheckoutWire } from '@classroom/http-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../../lib/api-client';
import type { LoadStatus } from '../../../stores/load-status';
import { isApiError } from '../../../lib/api-error';

/** The payment intent's read, or 'free': a course priced 0 or less opens none. */
export type PrepareStatus = LoadStatus | 'free';

/** A card processor said no: its message is shown in red under Pay. */
export class CardError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

/** The card was charged but the server could not record it yet (it also retries on its own). */
export const NOT_RECORDED_YET =
  'Your payment went through, but we could not record it yet. Press Pay again to retry: ' +
  'you will not be charged twice.';

/** Confirms the payment with the processor and answers its transaction id. */
export type ConfirmCard = (intent: CheckoutWire) => Promise<string>;

/**
 * One checkout: a payment intent for the course's stored price, the card confirmation and
 * the receipt the server records (it verifies the payment with the processor itself).
 */
export class CheckoutStore {
  intent: CheckoutWire | null = null;
  status: PrepareStatus = 'idle';
  prepareError = '';
  paying = false;
  cardError = '';
  transactionId = '';
  recorded = false;

  constructor(
    private readonly api: ApiClient,
    readonly courseId: string,
  ) {
    makeAutoObservable<CheckoutStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Pay stays disabled until this is true: the processor has given a client secret. */
  get canPay(): boolean {
    return this.status === 'ready' && this.intent !== null && !this.paying && !this.recorded;
  }

  /** Opens the payment intent; a price of 0 or less opens none. */
  async prepare(price: number): Promise<void> {
    if (price <= 0) {
      this.status = 'free';
      return;
    }
    this.status = 'loading';
    try {
      const intent = await this.api.call(endpoints.createPaymentIntent, {
        body: { courseId: this.courseId },
      });
      runInAction(() => {
        this.intent = intent;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.prepareError = isApiError(error)
          ? error.message
          : 'The payment could not be prepared.';
      });
    }
  }

  /**
   * Confirms the card, then records the payment. Resolves true once the student is enrolled.
   * A card already charged is never confirmed again: another press only retries the recording.
   */
  async pay(confirm: ConfirmCard): Promise<boolean> {
    const intent = this.intent;
    if (!intent || !this.canPay) return false;
    this.paying = true;
    this.cardError = '';
    try {
      const transactionId = this.transactionId || (await confirm(intent));
      runInAction(() => {
        this.transactionId = transactionId;
      });
      await this.api.call(endpoints.recordPayment, {
        body: { transactionId, courseId: this.courseId },
      });
      runInAction(() => {
        this.recorded = true;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.cardError =
          this.transactionId && isApiError(error) && (error.status === 0 || error.status >= 500)
            ? NOT_RECORDED_YET
            : error instanceof CardError || isApiError(error)
              ? error.message
              : 'The payment could not be completed. Please try again.';
      });
      if (!(error instanceof CardError) && !isApiError(error)) {
        console.error('Payment confirmation failed', error);
      }
      return false;
    } finally {
      runInAction(() => {
        this.paying = false;
      });
    }
  }
}
