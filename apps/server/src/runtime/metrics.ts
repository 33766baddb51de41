import type { OutboxStatus } from '@classroom/core';
import type { MetricsEndpoint, RequestSample } from '@classroom/http-koa';
import type { PoolStats } from '@classroom/persistence-knex';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Where a payment's result passed: the client's confirmation, or the processor's event. */
export type PaymentOperation = 'confirm' | 'event';

export interface Metrics {
  observeRequest(sample: RequestSample): void;
  /** A payment's result: enrolled, already_recorded, ignored, or the refusal's error code. */
  countPayment(operation: PaymentOperation, outcome: string): void;
  render: MetricsEndpoint['render'];
}

/**
/** What the metrics read from elsewhere when scraped. */
export interface MetricSources {
  poolStats(): PoolStats | null;
  /** The outbox's messages by status: read from the shared database, so every replica agrees. */
  outboxCounts(): Promise<Record<OutboxStatus, number>>;
}

/**
 * The process's metrics in one prom-client registry: requests by route pattern, method and
 * status with their latency, the database pool, the outbox's depth, payments by outcome, and
 * prom-client's defaults (event-loop lag, memory, CPU, handles).
 */
export function createMetrics({ poolStats, outboxCounts }: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by route pattern, method and status, with how long their answer took',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections in use, free, and requests waiting for one (pending)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (!stats) return;
      this.set({ state: 'used' }, stats.used);
      this.set({ state: 'free' }, stats.free);
      this.set({ state: 'pending' }, stats.pending);
    },
  });
  new Gauge({
    name: 'classroom_outbox_messages',
    help: 'Outbox messages by status; queued is the depth still waiting to be sent',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      // A scrape while the database is down still answers, without this family's values.
      const counts = await outboxCounts().catch(() => null);
      if (!counts) return;
      for (const [status, count] of Object.entries(counts)) this.set({ status }, count);
    },
  });
  const payments = new Counter({
    name: 'classroom_payments_total',
    help: 'Payment results by where they passed (confirm, event) and outcome',
    labelNames: ['operation', 'outcome'],
    registers: [registry],
  });
  return {
    observeRequest({ method, route, status, seconds }) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    countPayment(operation, outcome) {
      payments.inc({ operation, outcome });
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
