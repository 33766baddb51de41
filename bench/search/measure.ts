export interface Timing {
  samples: number[];
  elapsed: number;
}

export async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function median(samples: number[]): number {
  return percentile(samples, 50);
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
