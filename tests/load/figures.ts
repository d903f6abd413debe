// What every benchmark prints: quantiles of a sample, in one format.
import fs from 'node:fs';

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

/**
 * What one system call costs on this machine (a 1-byte write to /dev/null, median of 5 rounds):
 * sending and fanning out messages is mostly system calls, and their cost differs several times
 * between the virtual machines these figures come from, so every run prints it beside its figures.
 */
export function systemCallMicros(): number {
  const fd = fs.openSync('/dev/null', 'w');
  const byte = Buffer.from('x');
  const rounds: number[] = [];
  try {
    for (let r = 0; r < 5; r++) {
      const start = process.hrtime.bigint();
      for (let i = 0; i < 20_000; i++) fs.writeSync(fd, byte);
      rounds.push(Number(process.hrtime.bigint() - start) / 1000 / 20_000);
    }
  } finally {
    fs.closeSync(fd);
  }
  return quantile(rounds, 0.5);
}
