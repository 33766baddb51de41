import { TestPaymentProcessor, type TestProcessorOptions } from './test-processor';

export {
  TestPaymentProcessor,
  type ConfirmOutcome,
  type ConfirmRequest,
  type EventListener,
  type SignedEvent,
  type TestProcessorOptions,
} from './test-processor';
export { testProcessorRoutes, TEST_PROCESSOR_PREFIX } from './test-processor.routes';
export { cardMessages, type CardError, type CardErrorCode } from './card-error';
export { SIGNATURE_TOLERANCE_SECONDS, signEvent } from './event-signature';

/** The embedded default processor (no Stripe keys): test mode; intents in the given store, else memory. */
export function createTestPaymentProcessor(options?: TestProcessorOptions): TestPaymentProcessor {
  return new TestPaymentProcessor(options);
}
