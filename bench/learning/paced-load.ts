import { Pool } from 'undici';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  rps: number;
  p99: number;
  errors: number;
}

/**
 * Offers `rate` requests a second, evenly spaced, over `connections` kept-alive connections
 * for `seconds`. Each is sent on time whether or not a connection is free, and timed from
 * then: a request waiting for a connection shows a server that falls behind. (autocannon's
 * rate sends each second's share as fast as answers come and then waits, which measures the
 * route's ceiling again.)
 */
export async function pacedLoad(
  url: string,
  next: () => PacedRequest,
  { rate, seconds, connections }: { rate: number; seconds: number; connections: number },
): Promise<PacedResult> {
  const pool = new Pool(url, { connections, pipelining: 1 });
  const total = Math.round(rate * seconds);
  const latencies = new Float64Array(total);
  let sent = 0;
  let errors = 0;
  const answered: Promise<void>[] = [];
  const start = performance.now();
  const send = (index: number) => {
    const request = next();
    const sentAt = performance.now();
    answered.push(
      pool
        .request({ ...request, body: request.body ?? null })
        .then(async (response) => {
          await response.body.dump();
          if (response.statusCode >= 400) errors += 1;
        })
        .catch(() => {
          errors += 1;
        })
        .finally(() => {
          latencies[index] = performance.now() - sentAt;
        }),
    );
  };
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      for (; sent < due; sent += 1) send(sent);
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(answered);
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();
  latencies.sort();
  return {
    rps: total / elapsed,
    p99: latencies[Math.min(total - 1, Math.ceil(total * 0.99) - 1)]!,
    errors,
  };
}
