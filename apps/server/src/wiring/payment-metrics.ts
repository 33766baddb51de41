import { DomainError, type UseCases } from '@classroom/core';
import type { Metrics } from '../runtime/metrics';

/**
 * The use cases, with the payment results counted where they pass: the client's confirmation
 * (POST /payments) and the processor's events (webhook, test processor). The core stays
 * unaware; its results and refusals are only read on their way out.
 */
export function countPayments(useCases: UseCases, metrics: Metrics): UseCases {
  const { confirmPayment, handlePaymentEvent } = useCases;
  return {
    ...useCases,
    confirmPayment: {
      execute: (...args: Parameters<typeof confirmPayment.execute>) =>
        counted(metrics, 'confirm', confirmPayment.execute(...args), (outcome) =>
          outcome.created ? 'enrolled' : 'already_recorded',
        ),
    } as typeof confirmPayment,
    handlePaymentEvent: {
      execute: (...args: Parameters<typeof handlePaymentEvent.execute>) =>
        counted(metrics, 'event', handlePaymentEvent.execute(...args), (handled) => {
          if (handled.enrolled) return 'enrolled';
          if (handled.reversed) return handled.event.type === 'refunded' ? 'refunded' : 'disputed';
          return handled.event.type === 'payment_succeeded' ? 'already_recorded' : 'ignored';
        }),
    } as typeof handlePaymentEvent,
  };
}

async function counted<T>(
  metrics: Metrics,
  operation: 'confirm' | 'event',
  work: Promise<T>,
  outcomeOf: (result: T) => string,
): Promise<T> {
  try {
    const result = await work;
    metrics.countPayment(operation, outcomeOf(result));
    return result;
  } catch (error) {
    metrics.countPayment(operation, error instanceof DomainError ? error.code : 'error');
    throw error;
  }
}
