// What every benchmark prints: quantiles of a sample, in one format.

/** The p-quantile (0–1) of the sample, by rank. */
export function quantile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
}

/** "median …, p99 …, max … (n=…)" in milliseconds. */
export function stats(ms: readonly number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return `median ${quantile(s, 0.5).toFixed(1)} ms, p99 ${quantile(s, 0.99).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms (n=${s.length})`;
}

/** Runs a benchmark's main and exits with its outcome (open sockets and pools would keep it alive). */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
