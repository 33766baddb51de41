import type { PaymentGateway, UseCases } from '@classroom/core';
import type { PublicConfigWire } from '@classroom/http-contract';
import type { MountableRouter } from '@classroom/http-koa';
import { createStripeGateway } from '@classroom/payments-stripe';
import { TestPaymentProcessor, testProcessorRoutes } from '@classroom/payments-test';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import type { Store } from './store';

/** The card processor: Stripe, or the local test-mode one (config.payments). */
export interface Payments {
  gateway: PaymentGateway;
  routers: MountableRouter[];
  publicConfig: PublicConfigWire['payments'];
  /** Delivers the processor's own events to the core (the test processor has no webhook). */
  connect(useCases: UseCases, logger: Logger): void;
}

/** Fault tests reach between the use cases and the processor, and time its redeliveries. */
export interface PaymentsOverrides {
  gateway?: (gateway: PaymentGateway) => PaymentGateway;
  retryDelays?: readonly number[];
}

export function createPayments(
  config: Config,
  logger: Logger,
  store: Store,
  overrides: PaymentsOverrides = {},
): Payments {
  const seen = overrides.gateway ?? ((gateway: PaymentGateway) => gateway);
  if (config.payments === 'stripe' && config.stripe) {
    const gateway = createStripeGateway(config.stripe);
    return {
      gateway: seen(gateway),
      routers: [],
      publicConfig: gateway.publicConfig,
      connect: () => undefined,
    };
  }
  logger.warn(
    { payments: 'test' },
    'payments run on the local test card processor: no real money is taken, and test card 4242 4242 4242 4242 enrols anyone',
  );
  // Intents in the shared database: a checkout opened through one replica is paid through any.
  const processor = new TestPaymentProcessor({
    intents: store.processorIntents,
    retryDelays: overrides.retryDelays,
  });
  return {
    gateway: seen(processor),
    routers: [testProcessorRoutes(processor)],
    publicConfig: processor.publicConfig,
    connect(useCases, logger) {
      processor.onEvent(async (event) => {
        try {
          await useCases.handlePaymentEvent.execute(event.rawBody, event.signature);
        } catch (error) {
          // Rethrown so that the processor redelivers it, as a webhook sender would.
          logger.warn({ err: error }, 'test processor event not handled; it will be redelivered');
          throw error;
        }
      });
    },
  };
}
