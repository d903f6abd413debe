import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on Linux everywhere we run). */
const TICKS = 100;

function cpuOf(pid: number): number {
  try {
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0; // gone, or not Linux
  }
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (fs.readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(name));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

export interface CpuSnapshot {
  server: number;
  postgres: Map<number, number>;
  bench: number;
}

/**
 * CPU seconds spent by the server process, every local PostgreSQL process and this (load
 * generating) process. Busy neighbours on a shared machine slow the wall clock, not these sums, so
 * the cost per message they give is the figure that compares from run to run.
 */
export function cpuSnapshot(serverPid: number): CpuSnapshot {
  const postgres = new Map<number, number>();
  for (const pid of postgresPids()) postgres.set(pid, cpuOf(pid));
  const own = process.cpuUsage();
  return { server: cpuOf(serverPid), postgres, bench: (own.user + own.system) / 1e6 };
}

export function cpuSpent(from: CpuSnapshot, to: CpuSnapshot): { server: number; postgres: number; bench: number } {
  let postgres = 0;
  for (const [pid, t] of to.postgres) postgres += t - (from.postgres.get(pid) ?? 0);
  return { server: to.server - from.server, postgres, bench: to.bench - from.bench };
}

/**
 * CPU seconds of every thread of a process, to the nanosecond (/proc/<pid>/task/<tid>/schedstat),
 * where /proc/<pid>/stat counts in hundredths: for figures measured over a fraction of a second.
 * A thread that ended between two readings takes its time with it (Node's threads live as long as
 * the process).
 */
export function cpuPrecise(pid: number): number {
  let nanos = 0;
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        nanos += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // the thread ended meanwhile
      }
    }
  } catch {
    return 0; // gone, or not Linux
  }
  return nanos / 1e9;
}
