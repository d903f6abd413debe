import os from 'node:os';
import path from 'node:path';

/**
 * BENCH_PROFILE=<phase>: a benchmark's server runs with cpu-profile-preload.cjs and is signalled at
 * the start and the end of that phase, so its CPU profile holds the phase and nothing of the setup.
 */
export function phaseProfiler<Phase extends string>(phases: readonly Phase[]) {
  const wanted = process.env.BENCH_PROFILE;
  if (wanted && !phases.includes(wanted as Phase)) throw new Error(`BENCH_PROFILE is one of ${phases.join(', ')}`);
  return {
    /** The server's environment for it (none when no phase is profiled). */
    env: (): Record<string, string> => (wanted ? { NODE_OPTIONS: `-r ${path.join(__dirname, 'cpu-profile-preload.cjs')}`, CPU_PROFILE_DIR: os.tmpdir() } : {}),
    /** Starts or stops the server's profiler when this phase is the one profiled. */
    toggle: (pid: number, phase: Phase): void => {
      if (wanted === phase) process.kill(pid, 'SIGUSR2');
    },
    /** Waits for the profile to be written and prints where (the server says so on its output). */
    report: async (output: () => string): Promise<void> => {
      if (!wanted) return;
      for (let waited = 0; waited < 20_000 && !/CPU profile written/.test(output()); waited += 100) await new Promise((r) => setTimeout(r, 100));
      console.log(/CPU profile written: .*/.exec(output())?.[0] ?? 'no CPU profile was written');
    },
  };
}
