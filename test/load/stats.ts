/** Percentile (nearest rank) of a list of latencies in ms. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export type Summary = { count: number; p50: number; p95: number; p99: number; perSecond: number };

export function summarise(latencies: number[], seconds: number): Summary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    perSecond: Math.round(sorted.length / seconds),
  };
}

/** Runs `work` in `concurrency` loops for `seconds`, timing each call. */
export async function runLoops(
  concurrency: number,
  seconds: number,
  work: () => Promise<unknown>,
): Promise<Summary> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await work();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return summarise(latencies, seconds);
}
