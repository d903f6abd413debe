import fs from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, at the end of a run, one line per project: its tests by outcome and its wall time from its
 * first test's start to its last test's end (projects run side by side, so these overlap).
 */
export default class ProjectTimes implements Reporter {
  private readonly projects = new Map<string, { from: number; to: number; outcomes: Map<string, number> }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const name = test.parent.project()?.name ?? '(none)';
    const from = result.startTime.getTime();
    const p = this.projects.get(name) ?? { from, to: from, outcomes: new Map<string, number>() };
    p.from = Math.min(p.from, from);
    p.to = Math.max(p.to, from + result.duration);
    p.outcomes.set(result.status, (p.outcomes.get(result.status) ?? 0) + 1);
    this.projects.set(name, p);
  }

  onEnd(result: FullResult): void {
    const lines = [...this.projects].map(([name, p]) => {
      const outcomes = [...p.outcomes].map(([status, n]) => `${n} ${status}`).join(', ');
      return `e2e project ${name}: ${outcomes}, ${Math.round((p.to - p.from) / 1000)} s`;
    });
    lines.push(`e2e run: ${result.status}, ${Math.round(result.duration / 1000)} s`);
    for (const line of lines) console.log(line);
    // .ci/run's summary lists these under npm test's browser step.
    if (process.env.PARLEY_TIMINGS) fs.appendFileSync(process.env.PARLEY_TIMINGS, lines.map((l) => `    ${l}\n`).join(''));
  }

  printsToStdio(): boolean {
    return false;
  }
}
