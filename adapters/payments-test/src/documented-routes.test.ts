import { openApiDocument } from '@classroom/http-contract/openapi';
import { describe, expect, it } from 'vitest';
import { TestPaymentProcessor } from './test-processor';
import { testProcessorRoutes } from './test-processor.routes';

describe('docs/openapi.yaml, for the test processor', () => {
  it('documents exactly its routes', () => {
    const served = testProcessorRoutes(new TestPaymentProcessor()).stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${String(layer.path).replace(/:[A-Za-z]+/g, '{}')}`),
    );
    const documented = Object.entries(openApiDocument().paths as Record<string, object>)
      .filter(([path]) => path.startsWith('/test-processor/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`,
        ),
      );
    expect(documented.sort()).toEqual(served.sort());
  });
});
